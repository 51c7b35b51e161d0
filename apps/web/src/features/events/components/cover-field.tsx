import { DEFAULT_EVENT_IMAGE } from "@cbm/contracts";
import { ImageField, type ImageFieldProps } from "../../uploads/index.ts";
import { EventCover } from "./event-cover.tsx";
import classes from "./events.module.css";

/** The event's cover, previewed as the event shows it; without one, CBM's default cover is shown and used. */
export function CoverField(props: Pick<ImageFieldProps, "value" | "onChange" | "onUploading" | "error">) {
  return (
    <ImageField
      {...props}
      label="Cover"
      description="A wide picture, 16:9 looks best. Without one, CBM's own cover is used."
      removeLabel="Use the default cover"
      preview={(src) => (
        <div className={classes.coverFrame}>
          <EventCover
            src={src ?? DEFAULT_EVENT_IMAGE}
            alt={src ? "The event's cover" : "CBM's default cover"}
            priority
          />
        </div>
      )}
    />
  );
}
