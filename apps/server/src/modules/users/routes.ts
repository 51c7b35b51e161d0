import { ProfileSchema, UpdateProfileFormSchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
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
  };
}
