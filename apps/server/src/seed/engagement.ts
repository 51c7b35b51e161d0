// The demo wall's likes, saves and comments on the outfits.
import { insertedEngagement } from "../modules/outfits/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { COMMENTS } from "./captions.ts";
import { DEMO_WALL } from "./demo-wall.ts";
import type { Look } from "./outfits.ts";
import { type Random, randomFor } from "./random.ts";
import { latest, soonAfter } from "./times.ts";

/**
 * Likes, saves and comments from random members, with the counts the outfits keep: the more an outfit
 * is liked the more it is commented on, never twice with the same words. The demo accounts like, save
 * and comment on others' outfits as DEMO_WALL says, and their own outfits are well liked. Each is dated
 * after the outfit was posted and its author joined, most in the outfit's first days, from a stream of
 * its own, so who engages with what stays as it was.
 */
export async function seedEngagement(
  members: UserRow[],
  looks: Look[],
  random: Random,
  tx: Tx,
): Promise<string> {
  const demos = members.filter((person) => DEMO_WALL[person.email] !== undefined);
  const demoIds = new Set(demos.map((person) => person.id));
  // Which outfits each demo account likes, saves (some of those it likes) and comments on.
  const chosenBy = new Map<string, { likes: Set<string>; saves: Set<string>; comments: Set<string> }>();
  for (const person of demos) {
    const wall = DEMO_WALL[person.email] ?? { likes: 0, saves: 0, comments: 0 };
    const liked = random
      .shuffled(looks.filter((look) => look.authorId !== person.id))
      .slice(0, Math.max(wall.likes, wall.saves))
      .map((look) => look.id);
    chosenBy.set(person.id, {
      likes: new Set(liked),
      saves: new Set(liked.slice(0, wall.saves)),
      comments: new Set(random.shuffled(liked).slice(0, wall.comments)),
    });
  }
  let [likes, saves, comments] = [0, 0, 0];
  let dealt = 0;
  const times = randomFor("engagement-times");
  const now = new Date();
  const words = random.shuffled(COMMENTS);
  for (const look of looks) {
    const popularity = demoIds.has(look.authorId) ? random.int(8, 20) : random.int(2, 18);
    const demoFans = demos.filter((person) => chosenBy.get(person.id)?.likes.has(look.id));
    const crowd = random
      .shuffled(members.filter((person) => person.id !== look.authorId && !demoIds.has(person.id)))
      .slice(0, Math.max(0, popularity - demoFans.length));
    const fans = [...demoFans, ...crowd];
    const when = (person: UserRow) => soonAfter(times, latest(look.createdAt, person.createdAt), now);
    const likers = fans.map((fan) => ({ userId: fan.id, createdAt: when(fan) }));
    const savers = fans
      .filter((fan) => (demoIds.has(fan.id) ? chosenBy.get(fan.id)?.saves.has(look.id) : random.chance(0.3)))
      .map((fan) => ({ userId: fan.id, createdAt: when(fan) }));
    // About one comment for every three likes, at most seven, from different people (and the demo accounts').
    const demoTalkers = demoFans.filter((fan) => chosenBy.get(fan.id)?.comments.has(look.id));
    const wanted = Math.max(demoTalkers.length, Math.min(7, Math.floor(popularity / 3) + random.int(0, 1)));
    const talkers = [...demoTalkers, ...crowd].slice(0, wanted);
    // Dealt from a shuffled deck, so one outfit never hears the same words twice.
    const said = talkers.map((talker) => ({
      authorId: talker.id,
      text: words[dealt++ % words.length] as string,
      createdAt: when(talker),
    }));
    await insertedEngagement(tx, look.id, { likes: likers, saves: savers, comments: said });
    [likes, saves, comments] = [likes + likers.length, saves + savers.length, comments + said.length];
  }
  return `${likes} likes, ${saves} saves, ${comments} comments`;
}
