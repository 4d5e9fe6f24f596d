// postcss-pxtorem ships no types; this is the part of its options we use.
declare module 'postcss-pxtorem' {
  import type { PluginCreator } from 'postcss';
  interface PxToRemOptions {
    rootValue?: number | ((input: { file?: string } | undefined) => number);
    unitPrecision?: number;
    propList?: string[];
    selectorBlackList?: (string | RegExp)[];
    replace?: boolean;
    mediaQuery?: boolean;
    minPixelValue?: number;
    exclude?: string | RegExp | ((file: string) => boolean);
  }
  const pxtorem: PluginCreator<PxToRemOptions>;
  export default pxtorem;
}
