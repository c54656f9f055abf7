import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (.vite/manifest.json), keyed by source path or `_chunk-name.js`. */
interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route module of /Components, and the Admin screens that must only load when visited. */
const CATALOGUE_ROUTE = 'src/app/routes/components-route.tsx';
const ADMIN_ROUTES = ['users', 'categories', 'emails', 'statistics'].map(
  (screen) => `src/features/${screen}/route.tsx`,
);

export interface LoadedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialLoad {
  files: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The loaded files that hold zod (by their source maps): none, as no first screen validates with it. */
  zodFiles: string[];
  /** Per Admin screen: true when it is a lazy chunk that /Components does not load. */
  adminScreensLazy: Record<string, boolean>;
}

/** The files index.html loads before any route: its entry script, module preloads and style sheets. */
function indexHtmlFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    const loads = tag.startsWith('<script') || /rel="(modulepreload|stylesheet)"/.test(tag);
    return url && loads && /\.(js|css)$/.test(url) ? [url] : [];
  });
}

/** A chunk with everything it imports statically (what the browser fetches with it), and their CSS. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

function measured(dist: string, file: string): LoadedFile {
  const content = readFileSync(path.join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Whether a built JS file holds code of the npm package `name`, by its source map (the build writes them hidden). */
function holdsPackage(dist: string, file: string, name: string): boolean {
  const mapFile = path.join(dist, `${file}.map`);
  // The bundler's runtime and the modulepreload polyfill are its own code, without a map.
  if (!existsSync(mapFile)) return false;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.some((source) => source.includes(`/node_modules/${name}/`));
}

/** JS and CSS loaded for /Components: index.html's files plus the catalogue route's lazy chunk and its imports. */
export function initialLoad(dist: string, manifestPath: string): InitialLoad {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const loaded = new Set(indexHtmlFiles(readFileSync(path.join(dist, 'index.html'), 'utf8')));
  withStaticImports(manifest, CATALOGUE_ROUTE, loaded);
  const files = [...loaded].map((file) => measured(dist, file));
  const gzipOf = (extension: string) =>
    files.filter((f) => f.file.endsWith(extension)).reduce((sum, f) => sum + f.gzipBytes, 0);
  const adminScreensLazy = Object.fromEntries(
    ADMIN_ROUTES.map((key) => {
      const chunk = manifest[key];
      return [key, chunk?.isDynamicEntry === true && !loaded.has(chunk.file)];
    }),
  );
  const zodFiles = [...loaded].filter((file) => file.endsWith('.js') && holdsPackage(dist, file, 'zod'));
  return { files, jsGzipBytes: gzipOf('.js'), cssGzipBytes: gzipOf('.css'), zodFiles, adminScreensLazy };
}
