import { KEYWORD_MAX } from "@cbm/contracts";
import { TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

const KEYWORD_DEBOUNCE_MS = 300;

interface SearchInputProps extends Pick<TextInputProps, "label" | "placeholder" | "flex"> {
  /** The keyword the search runs on (from the URL). */
  keyword: string;
  /** The trimmed keyword, once typing pauses. */
  onSearch: (keyword: string) => void;
}

/** The keyword as typed; the search follows it once typing pauses, and it follows the URL (back, clear). */
export function SearchInput({ keyword, onSearch, ...props }: SearchInputProps) {
  const [text, setText] = useState(keyword);
  const search = useDebouncedCallback(onSearch, KEYWORD_DEBOUNCE_MS);
  useEffect(() => {
    setText((typed) => (typed.trim() === keyword ? typed : keyword));
  }, [keyword]);
  return (
    <TextInput
      {...props}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={KEYWORD_MAX}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value.trim());
      }}
    />
  );
}
