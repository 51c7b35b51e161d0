import classes from "./events.module.css";

/** An event's cover in a 16:9 box, so nothing moves while it loads; `priority` for the top of a page. */
export function EventCover({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      className={classes.cover}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
