import { IconBuildingStore, IconPhoto } from "@tabler/icons-react";
import { ImageField, type ImageFieldProps } from "../../uploads/index.ts";
import classes from "./store-form.module.css";

const KINDS = {
  logo: {
    label: "Logo",
    description: "A square picture beside your store's name. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.",
    Icon: IconBuildingStore,
  },
  banner: {
    label: "Banner",
    description: "A wide picture across the top of your store; 3:1 looks best. Up to 10 MB.",
    Icon: IconPhoto,
  },
} as const;

/** The store's logo or banner, previewed in the frame it takes on the store's page. */
export function StoreImageField({
  kind,
  ...props
}: { kind: keyof typeof KINDS } & Pick<ImageFieldProps, "value" | "onChange" | "onUploading" | "error">) {
  const { label, description, Icon } = KINDS[kind];
  return (
    <ImageField
      {...props}
      label={label}
      description={description}
      preview={(src) => (
        <div className={classes[`${kind}Frame`]}>
          {src ? (
            <img src={src} alt={`Your store's ${label.toLowerCase()}`} className={classes.image} />
          ) : (
            <Icon size={kind === "logo" ? 32 : 40} stroke={1.2} aria-hidden />
          )}
        </div>
      )}
    />
  );
}
