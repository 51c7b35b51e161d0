export const MAIN_ID = "main-content";

/** The first Tab stop of every page: past the bars and the menu, straight to the page itself. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="cbm-skip-link"
      onClick={(event) => {
        // Focus moves without a new history entry, which the router would take for a navigation.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
