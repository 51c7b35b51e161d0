import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { attachStream, LivePlayer } from "./live-player.tsx";

const hls = vi.hoisted(() => ({
  supported: true,
  instances: [] as { source: string; media: HTMLMediaElement; destroyed: boolean }[],
}));

vi.mock("hls.js", () => {
  class Hls {
    static Events = { ERROR: "hlsError" };
    static isSupported = () => hls.supported;
    state = { source: "", media: document.createElement("video") as HTMLMediaElement, destroyed: false };
    constructor() {
      hls.instances.push(this.state);
    }
    on() {}
    loadSource(source: string) {
      this.state.source = source;
    }
    attachMedia(media: HTMLMediaElement) {
      this.state.media = media;
    }
    destroy() {
      this.state.destroyed = true;
    }
  }
  return { default: Hls };
});

const STREAM = "http://localhost/demo-live/stream.m3u8";

const videoPlaying = (native: boolean) => {
  const video = document.createElement("video");
  video.canPlayType = (type) => (native && type === "application/vnd.apple.mpegurl" ? "maybe" : "");
  return video;
};

afterEach(() => {
  hls.instances.length = 0;
  hls.supported = true;
});

describe("attachStream", () => {
  it("gives the stream to the video itself where the browser plays HLS, without loading hls.js", () => {
    const video = videoPlaying(true);
    attachStream(video, STREAM, () => {});
    expect(video.src).toBe(STREAM);
    expect(hls.instances).toHaveLength(0);
  });

  it("plays it through hls.js elsewhere, and lets it go on cleanup", async () => {
    const video = videoPlaying(false);
    const stop = attachStream(video, STREAM, () => {});
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]).toMatchObject({ source: STREAM, media: video, destroyed: false });
    stop();
    expect(hls.instances[0]?.destroyed).toBe(true);
  });

  it("fails where neither can play it", async () => {
    hls.supported = false;
    const onFailure = vi.fn();
    attachStream(videoPlaying(false), STREAM, onFailure);
    await waitFor(() => expect(onFailure).toHaveBeenCalled());
  });
});

describe("LivePlayer", () => {
  it("starts muted, with a button to hear it", async () => {
    renderWithProviders(<LivePlayer src={STREAM} title="Trunk show" />);
    const video = screen.getByLabelText("Live video: Trunk show") as HTMLVideoElement;
    expect(video.muted).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Unmute" }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole("button", { name: "Mute" })).toBeTruthy();
  });

  it("says so when the stream cannot play", async () => {
    hls.supported = false;
    renderWithProviders(<LivePlayer src={STREAM} title="Trunk show" />);
    expect(await screen.findByText("The video cannot play right now")).toBeTruthy();
  });
});
