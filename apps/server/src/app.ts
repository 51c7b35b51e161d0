import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import helmet from "helmet";
import { addressesListeners, addressesRoutes, addressesService } from "./modules/addresses/index.ts";
import { adminRoutes, adminService } from "./modules/admin/index.ts";
import {
  authorizationListeners,
  authorizationRoutes,
  authorizationService,
} from "./modules/authorization/index.ts";
import { brandsRoutes, brandsService } from "./modules/brands/index.ts";
import { cartListeners, cartRoutes, cartService } from "./modules/cart/index.ts";
import {
  closetItemsMade,
  closetsListeners,
  closetsMade,
  closetsRoutes,
  closetsService,
} from "./modules/closets/index.ts";
import { contactRoutes, contactService } from "./modules/contact/index.ts";
import {
  conversationsListeners,
  conversationsRoutes,
  conversationsService,
  conversationsSocketEvents,
} from "./modules/conversations/index.ts";
import { devRoutes } from "./modules/dev/index.ts";
import { eventsRoutes, eventsService } from "./modules/events/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { influencersListeners, influencersRoutes, influencersService } from "./modules/influencers/index.ts";
import {
  dealsService,
  liveListeners,
  liveRoutes,
  liveService,
  liveSocketEvents,
} from "./modules/live/index.ts";
import {
  notificationsListeners,
  notificationsRoutes,
  notificationsService,
} from "./modules/notifications/index.ts";
import { ordersListeners, ordersRoutes, ordersService, storeOrders } from "./modules/orders/index.ts";
import { outfitAuthorOf, outfitsListeners, outfitsRoutes, outfitsService } from "./modules/outfits/index.ts";
import { paymentsListeners, paymentsRoutes, paymentsService } from "./modules/payments/index.ts";
import {
  productsListedMade,
  productsListeners,
  productsRoutes,
  productsService,
} from "./modules/products/index.ts";
import { reportsRoutes, reportsService } from "./modules/reports/index.ts";
import { retailersListeners, retailersRoutes, retailersService } from "./modules/retailers/index.ts";
import { storesListeners, storesRoutes, storesService } from "./modules/stores/index.ts";
import { peopleSharingStyle, styleListeners, styleRoutes, styleService } from "./modules/style/index.ts";
import {
  profileSubscriptionOf,
  subscriptionsListeners,
  subscriptionsRoutes,
  subscriptionsService,
} from "./modules/subscriptions/index.ts";
import { uploadsRoutes } from "./modules/uploads/index.ts";
import { usersRoutes, usersService } from "./modules/users/index.ts";
import { registerAuthentication } from "./platform/auth.ts";
import type { Deps } from "./platform/deps.ts";
import { answerError, registerErrorHandling, registerNotFound } from "./platform/errors.ts";
import { logsInfo } from "./platform/logger.ts";
import { serializerSendingSerialized } from "./platform/serialized.ts";
import { registerWebApp, webAppDir } from "./platform/web-app.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The chat assistant runs on its own origin, which the web app is told and allowed to call. */
function assistantUrl(config: Deps["config"]): string {
  return config.ASSISTANT_URL ?? `http://localhost:${config.ASSISTANT_PORT}`;
}

/** The headers a middleware of fixed options sets on every response, read off one run of it. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/** The whole server: platform plugins first, then every module, in one explicit list. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.log,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerError,
    // Slow or idle clients give their socket back: the whole request (a 10 MB upload included) within
    // a minute, its headers within 15 s, an idle keep-alive connection after 10 s.
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 10_000,
    http: { headersTimeout: 15_000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerSendingSerialized(config.NODE_ENV !== "production"));
  registerErrorHandling(app);
  // One line per request, once it is answered (Fastify's default writes two); no hook at all when the
  // log is set above info, rather than one that builds each request's line for nothing.
  if (logsInfo(deps.log)) {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        "request",
      );
      done();
    });
  }
  // The modules declare their jobs and listeners while they are built below; then the runner starts.
  app.addHook("onReady", () => deps.jobs.start());
  app.addHook("onClose", async () => {
    await deps.jobs.stop();
    await Promise.allSettled([deps.limiter.close(), deps.mailer.close(), deps.realtime.close()]);
    await deps.database.close();
  });

  // Helmet's headers, worked out once (decision 007): its options are fixed, so every answer gets the same.
  // With Stripe, the card form is Stripe.js's: its script, its frames and its API, as Stripe documents.
  const stripe = config.STRIPE_SECRET_KEY !== undefined;
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(stripe ? ["https://js.stripe.com"] : [])],
          frameSrc: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          // https: for hls.js, which fetches a live's stream from the host's streaming service (decision 026).
          connectSrc: [
            "'self'",
            "https:",
            new URL(assistantUrl(config)).origin,
            ...(stripe ? ["https://api.stripe.com"] : []),
          ],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          // A live's video: hls.js plays through a blob: Media Source; hosts stream from their own service.
          mediaSrc: ["'self'", "blob:", "https:"],
        },
      },
    }),
  );
  // Every answer's fixed headers, set on the raw response in one hook (Fastify's own `reply.header` and a
  // hook each cost a request some 4% of the server's time). Set before the route runs, so a route may still
  // choose its own cache policy (media does): what a route sets through Fastify wins.
  app.addHook("onRequest", (request, reply, done) => {
    const { raw } = reply;
    for (const [name, value] of securityHeaders) raw.setHeader(name, value);
    raw.setHeader("x-request-id", request.id);
    if (request.url.startsWith("/v1/")) raw.setHeader("cache-control", "no-store");
    done();
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false });
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fields: 30, fieldSize: 100 * 1024, files: 0, parts: 40 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "CBM API", version: "1.0.0", description: "The social fashion marketplace API." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/v1/docs", staticCSP: true });
  app.get("/v1/openapi.json", { schema: { hide: true } }, () => app.swagger());

  // People to follow are matched on style answers, which the style module keeps; the profile's plan is
  // the subscriptions module's.
  const users = usersService(
    deps,
    (userId, limit) => peopleSharingStyle(deps.database.db, userId, limit),
    (userId) => profileSubscriptionOf(deps.database.db, userId),
  );
  const authorization = authorizationService(deps, users);
  // Who reacts to what (platform/bus.ts). On `account.deleted` each module deletes its own rows of the
  // person, in this order, in the deletion's transaction.
  outfitsListeners(deps);
  closetsListeners(deps.bus);
  for (const listeners of [addressesListeners, styleListeners, influencersListeners, retailersListeners]) {
    listeners(deps.bus);
  }
  const stores = storesService(deps);
  storesListeners(deps.bus, stores);
  notificationsListeners(deps, users);
  conversationsListeners(deps);
  paymentsListeners(deps);
  cartListeners(deps);
  productsListeners(deps.bus);
  authorizationListeners(deps.bus, authorization);
  registerAuthentication(app, deps.tokens, authorization.sessionIsActive);
  deps.realtime.attach(app.server, authorization.sessionIsActive);

  await app.register(healthRoutes(deps.database));
  await app.register(authorizationRoutes(authorization));
  await app.register(usersRoutes(users));
  const closets = closetsService(deps);
  await app.register(closetsRoutes(closets));
  const outfits = outfitsService(deps);
  await app.register(outfitsRoutes(outfits));
  const reportables = {
    user: users.reportable,
    closet: closets.reportable,
    outfit: outfits.reportableOutfit,
    comment: outfits.reportableComment,
  };
  await app.register(reportsRoutes(reportsService(deps), reportables));
  await app.register(notificationsRoutes(notificationsService(deps)));
  const conversations = conversationsService(deps, users);
  conversationsSocketEvents(deps.realtime, conversations);
  await app.register(conversationsRoutes(conversations));
  await app.register(addressesRoutes(addressesService(deps)));
  await app.register(paymentsRoutes(paymentsService(deps), deps.payments));
  await app.register(brandsRoutes(brandsService(deps)));
  await app.register(styleRoutes(styleService(deps)));
  await app.register(influencersRoutes(influencersService(deps)));
  await app.register(retailersRoutes(retailersService(deps)));
  await app.register(storesRoutes(stores));
  await app.register(productsRoutes(productsService(deps)));
  await app.register(cartRoutes(cartService(deps, outfitAuthorOf)));
  const orders = ordersService(deps);
  ordersListeners(deps, orders);
  await app.register(ordersRoutes(orders, storeOrders(deps)));
  const subscriptions = subscriptionsService(deps, users, {
    closets: closetsMade,
    closetItems: closetItemsMade,
    productsListed: productsListedMade,
  });
  subscriptionsListeners(deps, subscriptions);
  await app.register(subscriptionsRoutes(subscriptions));
  const events = eventsService(deps);
  await app.register(eventsRoutes(events));
  const deals = dealsService(deps);
  liveListeners(deps, deals);
  liveSocketEvents(deps);
  await app.register(liveRoutes(liveService(deps, events, deals), deals));
  await app.register(contactRoutes(contactService(deps)));
  await app.register(adminRoutes(adminService(deps)));
  await app.register(uploadsRoutes(deps));
  if (config.NODE_ENV !== "production") await app.register(devRoutes(deps.outbox, subscriptions));

  const webApp = webAppDir(config.STATIC_DIR);
  registerNotFound(
    app,
    webApp ? await registerWebApp(app, webApp, { assistantUrl: assistantUrl(config) }) : undefined,
  );

  return app;
}
