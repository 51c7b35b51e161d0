import type { Image } from "@cbm/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render.tsx";
import { Picture } from "./picture.tsx";

const COAT: Image = {
  url: "/media/c-1600.webp",
  width: 1600,
  height: 2000,
  variants: [
    { url: "/media/c-320.webp", width: 320 },
    { url: "/media/c-640.webp", width: 640 },
    { url: "/media/c-1080.webp", width: 1080 },
    { url: "/media/c-1600.webp", width: 1600 },
  ],
};

const picture = () => screen.getByRole("img", { name: "A camel coat" }) as HTMLImageElement;

describe("Picture", () => {
  it("offers every variant and loads lazily in a box of the image's own ratio", () => {
    renderWithProviders(<Picture image={COAT} alt="A camel coat" sizes="(min-width: 48em) 33vw, 100vw" />);

    const img = picture();
    expect(img.getAttribute("src")).toBe("/media/c-640.webp");
    expect(img.getAttribute("srcset")).toBe(
      "/media/c-320.webp 320w, /media/c-640.webp 640w, /media/c-1080.webp 1080w, /media/c-1600.webp 1600w",
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 48em) 33vw, 100vw");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "2000"]);
    expect(img.style.aspectRatio).toBe("1600 / 2000");
    expect(img.style.objectFit).toBe("cover");
  });

  it("fetches a priority picture first, cropped to the given ratio", () => {
    renderWithProviders(<Picture image={COAT} alt="A camel coat" ratio={1} radius="md" priority />);

    const img = picture();
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("decoding")).toBeNull();
    expect(img.style.aspectRatio).toBe("1 / 1");
    expect(img.style.borderRadius).toBe("var(--mantine-radius-md)");
  });

  it("shows a small image at its only size", () => {
    const icon = {
      url: "/media/i.webp",
      width: 200,
      height: 100,
      variants: [{ url: "/media/i.webp", width: 200 }],
    };
    renderWithProviders(<Picture image={icon} alt="A camel coat" />);

    expect(picture().getAttribute("src")).toBe("/media/i.webp");
    expect(picture().getAttribute("srcset")).toBe("/media/i.webp 200w");
  });
});
