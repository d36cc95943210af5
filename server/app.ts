import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { sql } from 'drizzle-orm';
import { defaultRuntimeConfig, type RuntimeConfig } from '../contract/runtimeConfig';
import { areaDeclarations, resourceDeclarations, type ResourceDeclaration } from '../resources/index';
import { apiPrefix, authPlugin } from './auth/index';
import { resourceRules } from './resourceRules';
import { registerResourceRoutes } from './resources/routes';
import { cdnRoutes } from './cdn/routes';
import { customerArea } from './customers/area';
import { customerRules } from './customers/rules';
import type { ServerConfig } from './config';
import { dashboardArea } from './dashboard/area';
import type { Database } from './db/database';
import { asRequestStartedAt } from './db/oldestRequestFirst';
import { answerNotFound, registerErrorHandling } from './http/errorHandling';
import { registerExportLimit } from './http/exportLimit';
import { hardeningAjvPlugin, registerSchemaHardening, sharedSerializers } from './http/hardenSchemas';
import { loggerOptions, registerRequestLog } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { gatewayArea } from './gateway/area';
import { menuArea } from './menu/area';
import { registerOidc } from './oidc/index';
import { registerLoginLockRoutes } from './oidc/loginLockRoutes';
import { orderArea } from './orders/area';
import { preferenceArea } from './preferences/area';
import { products } from './seed/orderNames';

export interface AppOptions {
  config: ServerConfig;
  /** A migrated (and seeded) database. */
  db: Database;
  /** The built browser app to serve; null serves none (API-only, as in server tests). */
  distDir?: string | null;
  /** Where the OIDC provider keeps its keys; null keeps them in memory. Default: config.dataDir. */
  oidcDataDir?: string | null;
  /** Resources to serve (default: every declaration). */
  declarations?: readonly ResourceDeclaration[];
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: NodeJS.WritableStream;
}

export const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const defaultDistDir = path.join(repositoryRoot, 'dist');

/** Paths that never fall back to the browser app: an unknown one there is a 404, not a page. */
const serverPrefixes = ['/api', '/oidc', '/wh', '/cdn', '/healthz', '/config.json'];

const isServerPath = (url: string) => {
  const pathname = url.split('?')[0];
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
};

export const runtimeConfigOf = (config: ServerConfig): RuntimeConfig => ({
  ...defaultRuntimeConfig(config.publicUrl),
  cdnPrefix: config.cdnPrefix,
  variant: config.variant,
  production: config.variant === 'production',
});

const registerDocs = async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kago reference API',
        version: '1.0.0',
        description: 'Master API and op API of the Kago back office.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The OIDC provider's own endpoints are documented by OpenID Connect, not here.
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
};

const registerSystemRoutes = (app: FastifyInstance, config: ServerConfig, db: Database) => {
  const runtimeConfig = runtimeConfigOf(config);
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Ready: database reachable, migrated and seeded.' } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
  app.get(
    '/config.json',
    { schema: { tags: ['system'], summary: 'Runtime configuration of the browser app.' } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(runtimeConfig),
  );
};

/** The built app's files, and its index.html for any other page path (client-side routes). */
const registerBrowserApp = async (app: FastifyInstance, distDir: string | null) => {
  const served = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip forms of each file (vite.config.ts), to a browser that takes them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names assets by content hash, so they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pageRequest =
      served &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url) &&
      !path.extname(request.url.split('?')[0]);
    if (pageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return answerNotFound(request, reply);
  });
};

/**
 * How every input is validated: every field error at once, unknown fields refused rather than
 * silently dropped, and the hardening keywords (server/http/hardenSchemas.ts). The field parity test
 * validates with exactly this.
 */
export const ajvSetup = {
  customOptions: {
    allErrors: true,
    removeAdditional: false,
    coerceTypes: 'array' as const,
    useDefaults: true,
    // A value of several JSON types (a list preference: server/preferences/area.ts) is a type list.
    allowUnionTypes: true,
  },
  plugins: [hardeningAjvPlugin],
};

/** The whole server on one Fastify instance: API, op API, OIDC provider, docs and the browser app. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // One line per call of our own instead (server/http/requestLog.ts): Fastify's print full URLs.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: ajvSetup,
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  });
  // First of all hooks: the request's queries rank by when it arrived (server/db/oldestRequestFirst.ts).
  app.addHook('onRequest', (_request, _reply, done) => asRequestStartedAt(performance.now(), done));
  registerErrorHandling(app);
  registerSchemaHardening(app);
  registerRequestLog(app);
  registerExportLimit(app, { maxConcurrent: 2, retryAfterSeconds: 10 });
  // Answers of 1 kB and more go compressed to a client that takes it: a page of 25 orders is about
  // 38 kB of JSON, 6 kB over the wire. Brotli at a low quality costs about what gzip does, and
  // saves more. Files already compressed (spreadsheets, PDFs, images) and the built files, whose
  // compressed forms the build writes (`preCompressed` in registerBrowserApp), go as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const runtimeConfig = runtimeConfigOf(config);
  registerSecurityHeaders(app, {
    connectOrigins: [runtimeConfig.authority, runtimeConfig.masterApiBase, runtimeConfig.opApiBase],
    imageOrigins: [config.cdnPrefix],
    publicUrl: config.publicUrl,
  });
  await registerDocs(app);
  await app.register(authPlugin, {
    issuer: `${config.publicUrl}/oidc`,
    audience: 'kago-api',
    db,
    protect: { prefix: apiPrefix, except: ['/api/docs'] },
  });
  await registerOidc(app, {
    publicUrl: config.publicUrl,
    accessTokenTtl: config.accessTokenTtl,
    dataDir: options.oidcDataDir === undefined ? config.dataDir : options.oidcDataDir,
    db,
  });
  registerSystemRoutes(app, config, db);
  // Image values that are not full URLs are stored with it (server/orderPackages/rules.ts).
  app.decorate('cdnPrefix', config.cdnPrefix);
  registerResourceRoutes(app, {
    db,
    declarations: options.declarations ?? resourceDeclarations,
    rules: resourceRules,
  });
  registerResourceRoutes(app, { db, ...orderArea });
  await app.register(customerArea, { db, declarations: areaDeclarations, rules: customerRules });
  registerResourceRoutes(app, { db, ...dashboardArea });
  registerResourceRoutes(app, { db, ...menuArea(options.declarations ?? resourceDeclarations) });
  registerResourceRoutes(app, { db, ...preferenceArea });
  registerResourceRoutes(app, { db, ...gatewayArea(options.declarations ?? resourceDeclarations) });
  registerLoginLockRoutes(app, db);
  await app.register(cdnRoutes, {
    dataDir: config.dataDir,
    pictures: products.map(([name]) => name),
  });
  await registerBrowserApp(app, options.distDir === undefined ? defaultDistDir : options.distDir);
  return app;
};
