// The console's formats live in lib/ (every feature shows amounts); the order screens keep this name.
export { useFormat } from '../../../lib/useFormat';
