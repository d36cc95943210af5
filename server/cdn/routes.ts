import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { writeProductPictures } from './productPictures';

/** The picture types the app's image lists take (src/generators/imageTypes.ts); nothing else is served. */
const servedPicture = /\.(png|gif|jpe?g)$/i;

/**
 * Pictures may be replaced under the same name (a staff member re-uploads a product photo), so a
 * day's caching, revalidated by ETag / Last-Modified afterwards, rather than `immutable`.
 */
const cacheControl = 'public, max-age=86400';

/**
 * `/cdn/*`: the content-delivery folder `${dataDir}/cdn`, public as a CDN is (pictures carry no
 * customer data, and an `<img>` sends no bearer token). The pictures named in `pictures` (the seed's
 * products', which server/app.ts passes in) are drawn there on the data folder's first start. Only picture files are served; `send` refuses any path leaving
 * the folder, and dot files are not served.
 */
export const cdnRoutes = async (
  app: FastifyInstance,
  { dataDir, pictures }: { dataDir: string; pictures: readonly string[] },
) => {
  const root = path.join(dataDir, 'cdn');
  await mkdir(root, { recursive: true });
  await writeProductPictures(root, pictures);
  await app.register(fastifyStatic, {
    root,
    prefix: '/cdn/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathName) => servedPicture.test(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', cacheControl);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
