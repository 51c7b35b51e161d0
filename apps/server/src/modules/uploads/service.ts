import type { CreateUpload, UploadTicket } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";

const HOUR_MS = 3600_000;

export function uploadsService({ config, limiter, storage }: Pick<Deps, "config" | "limiter" | "storage">) {
  return {
    /**
     * For signed-in users only, and limited per IP so that many accounts on one address cannot flood
     * the storage. The file name is not kept: keys are made by the server.
     */
    async issueTicket(upload: CreateUpload, ip: string): Promise<UploadTicket> {
      await limiter.consume({ name: "upload-ip", limit: config.RATE_LIMIT_UPLOAD_IP, windowMs: HOUR_MS }, ip);
      return storage.presign(upload);
    },
  };
}
