#!/usr/bin/env sh
# Copies the hashed assets of the image now in production into deploy/previous-assets/, so the next
# image serves them beside its own (Dockerfile): a page a shopper loaded before the deploy asks a
# new node for its old screens' scripts and gets them. Run before building the next image:
#   deploy/keep-assets.sh registry.example.com/storefront:1.4.0
# Assets older than the previous release are not carried on: they are dropped after one deploy.
set -eu
image="${1:?usage: deploy/keep-assets.sh <image of the release in production>}"
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/previous-assets"
rm -rf "$out/web" "$out/console"
mkdir -p "$out/web" "$out/console"
container="$(docker create "$image")"
trap 'docker rm -f "$container" >/dev/null' EXIT
docker cp "$container:/app/apps/web/dist/assets/." "$out/web/"
docker cp "$container:/app/apps/console/dist/assets/." "$out/console/"
echo "kept $(ls "$out/web" | wc -l) storefront and $(ls "$out/console" | wc -l) console assets of $image"
