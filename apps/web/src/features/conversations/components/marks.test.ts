import { describe, expect, it } from "vitest";
import { ANA, chatMessage, conversationWith, idOf } from "../../../testing/conversations.ts";
import { me } from "../../../testing/users.ts";
import { seenMark, typingLine } from "./marks.ts";

const BEN = { id: idOf(901), avatar: null, fullName: "Ben Cole" };

describe("seenMark", () => {
  const mine = [chatMessage(1, { mine: true }), chatMessage(2), chatMessage(3, { mine: true })];

  it("marks nothing until another has read one of the viewer's messages", () => {
    expect(seenMark(conversationWith(mine, { readMarks: [{ userId: ANA.id, seq: 0 }] }), me.id)).toBeNull();
  });

  it("says who has seen it in a group, under the newest message someone read", () => {
    const group = conversationWith(mine, {
      isGroup: true,
      title: "Swap",
      participants: [ANA, BEN],
      readMarks: [
        { userId: ANA.id, seq: 3 },
        { userId: BEN.id, seq: 1 },
      ],
    });
    expect(seenMark(group, me.id)).toEqual({ messageId: idOf(103), label: "Seen by Ana Lee" });
  });
});

describe("typingLine", () => {
  const names = new Map([
    [ANA.id, ANA.fullName],
    [BEN.id, BEN.fullName],
  ]);
  it("names one, two or nobody", () => {
    expect(typingLine([], names)).toBeNull();
    expect(typingLine([ANA.id], names)).toBe("Ana Lee is typing…");
    expect(typingLine([ANA.id, BEN.id], names)).toBe("Ana Lee and Ben Cole are typing…");
  });
});
