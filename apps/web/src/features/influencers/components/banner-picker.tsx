import type { ReactNode } from "react";
import { ImageField } from "../../uploads/index.ts";

export interface BannerPickerProps {
  /** Media location of the banner, once uploaded; null for none. */
  value: string | null;
  onChange: (location: string | null) => void;
  /** Says whether an upload is running, so the step waits for it. */
  onUploading: (uploading: boolean) => void;
  error?: ReactNode;
}

/** The storefront banner (the storefront's preview above shows it). */
export function BannerPicker({ value, onChange, ...props }: BannerPickerProps) {
  return (
    <ImageField
      {...props}
      label="Banner"
      description="A wide picture across the top of your store; 3:1 looks best. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Without one, your accent colour fills the top."
      value={value ?? ""}
      onChange={(location) => onChange(location || null)}
    />
  );
}
