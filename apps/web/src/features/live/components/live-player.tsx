import { ActionIcon, Box, Stack, Text } from "@mantine/core";
import { IconVideoOff, IconVolume, IconVolumeOff } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import classes from "./live.module.css";

const HLS_TYPE = "application/vnd.apple.mpegurl";

/**
 * Plays `src` in `video`: natively where the browser plays HLS itself (Safari, recent Chrome), otherwise
 * through hls.js over Media Source Extensions, loaded only then. Calls `onFailure` when it cannot play.
 * Returns the cleanup.
 */
export function attachStream(video: HTMLVideoElement, src: string, onFailure: () => void): () => void {
  if (video.canPlayType(HLS_TYPE)) {
    video.src = src;
    return () => {
      video.removeAttribute("src");
      video.load();
    };
  }
  let stopped = false;
  let destroy = () => {};
  void import("hls.js").then(({ default: Hls }) => {
    if (stopped) return;
    if (!Hls.isSupported()) return onFailure();
    const hls = new Hls();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFailure();
    });
    hls.loadSource(src);
    hls.attachMedia(video);
    destroy = () => hls.destroy();
  }, onFailure);
  return () => {
    stopped = true;
    destroy();
  };
}

/**
 * The live's video: it starts muted (browsers only autoplay silent video) with a button to hear it.
 * `loop` plays a recorded stream again and again, as the demo's live does.
 */
export function LivePlayer({ src, title, loop = false }: { src: string; title: string; loop?: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    return attachStream(element, src, () => setFailed(true));
  }, [src]);

  return (
    <Box className={classes.player}>
      <video
        ref={video}
        className={classes.video}
        aria-label={`Live video: ${title}`}
        autoPlay
        muted={muted}
        loop={loop}
        playsInline
        onError={() => setFailed(true)}
      />
      {failed ? (
        <Stack className={classes.playerNote} align="center" justify="center" gap={6} role="status">
          <IconVideoOff size={32} aria-hidden />
          <Text fw={600}>The video cannot play right now</Text>
          <Text size="sm">The host's stream may not have started yet.</Text>
        </Stack>
      ) : (
        <ActionIcon
          className={classes.sound}
          size="lg"
          radius="xl"
          variant="filled"
          color="ink.9"
          aria-label={muted ? "Unmute" : "Mute"}
          onClick={() => setMuted(!muted)}
        >
          {muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
        </ActionIcon>
      )}
    </Box>
  );
}
