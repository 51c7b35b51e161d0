import {
  BlockStateSchema,
  FollowStateSchema,
  PageQuerySchema,
  PersonPageSchema,
  ProfileSchema,
  PublicProfileSchema,
  SocialAccountsBodySchema,
  SocialAccountsSchema,
  UpdateProfileFormSchema,
  UserIdParamsSchema,
  UserListPageSchema,
  UserSearchQuerySchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import { asSent } from "../../platform/serialized.ts";
import type { UsersService } from "./service.ts";

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/profile",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "The signed-in user's profile",
          response: { 200: ProfileSchema },
        },
      },
      (request) => users.profile(signedIn(request).userId),
    );

    app.post(
      "/users/update-profile",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "Change the signed-in user's name, sign, avatar, phone or chat setting",
          consumes: ["multipart/form-data", "application/json"],
          body: UpdateProfileFormSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => users.updateProfile(signedIn(request).userId, request.body),
    );

    app.get(
      "/users/socials",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "The signed-in user's accounts on other networks",
          response: { 200: SocialAccountsSchema },
        },
      },
      (request) => users.socialAccounts(signedIn(request).userId),
    );

    app.put(
      "/users/socials",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "Replace the signed-in user's accounts on other networks (one per platform)",
          body: SocialAccountsBodySchema,
          response: { 200: SocialAccountsSchema },
        },
      },
      (request) => users.replaceSocialAccounts(signedIn(request).userId, request.body),
    );

    app.get(
      "/users",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "People to discover: search by name (typos tolerated), role and who may be messaged",
          querystring: UserSearchQuerySchema,
          response: { 200: UserListPageSchema },
        },
      },
      async (request) => asSent(await users.search(signedIn(request).userId, request.query)),
    );

    app.get(
      "/users/blocked",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "The people the signed-in user blocked",
          querystring: UserSearchQuerySchema,
          response: { 200: UserListPageSchema },
        },
      },
      async (request) => asSent(await users.blocked(signedIn(request).userId, request.query)),
    );

    app.get(
      "/users/following",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "Whom the signed-in user follows, newest first",
          querystring: PageQuerySchema,
          response: { 200: PersonPageSchema },
        },
      },
      (request) => users.following(signedIn(request).userId, request.query),
    );

    app.get(
      "/users/followers",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "Who follows the signed-in user, newest first",
          querystring: PageQuerySchema,
          response: { 200: PersonPageSchema },
        },
      },
      (request) => users.followers(signedIn(request).userId, request.query),
    );

    app.get(
      "/user/:id",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary: "Another user's public profile (404 when either blocked the other)",
          params: UserIdParamsSchema,
          response: { 200: PublicProfileSchema },
        },
      },
      (request) => users.publicProfile(signedIn(request).userId, request.params.id),
    );

    const followAction = (verb: "follow" | "unfollow", summary: string) =>
      app.post(
        `/user/:id/${verb}`,
        {
          onRequest: requireUser,
          schema: {
            tags: ["users"],
            summary,
            params: UserIdParamsSchema,
            response: { 200: FollowStateSchema },
          },
        },
        (request) => users[verb](signedIn(request).userId, request.params.id),
      );
    followAction("follow", "Follow a user (idempotent)");
    followAction("unfollow", "Stop following a user (idempotent)");

    const blockAction = (verb: "block" | "unblock", summary: string) =>
      app.post(
        `/user/:id/${verb}`,
        {
          onRequest: requireUser,
          schema: {
            tags: ["users"],
            summary,
            params: UserIdParamsSchema,
            response: { 200: BlockStateSchema },
          },
        },
        (request) => users[verb](signedIn(request).userId, request.params.id),
      );
    blockAction("block", "Block a user: removes the follows both ways and hides each from the other");
    blockAction("unblock", "Unblock a user: visibility comes back, the follows do not");
  };
}
