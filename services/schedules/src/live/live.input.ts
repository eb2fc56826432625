import {
  LIVE_CONTROL_ID_MESSAGE,
  LIVE_SCREEN_MESSAGE,
  LIVE_SECTION_MAX,
  LIVE_SECTION_MESSAGE,
} from '@worship/common';
import { LIVE_SCREENS, type LiveScreen } from '@worship/subgraph-kit';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { LiveScreenEnum } from './live-session.type';

@ArgsType()
export class LiveControlArgs {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => String)
  controlId: string;
}

@ArgsType()
export class StartLiveArgs extends LiveControlArgs {
  @Field(() => Boolean, { nullable: true, defaultValue: false })
  takeOver?: boolean | null;
}

@ArgsType()
export class MoveLiveArgs extends LiveControlArgs {
  @Field(() => ID)
  songId: string;

  @Field(() => Int)
  section: number;

  @Field(() => LiveScreenEnum)
  screen: LiveScreen;
}

const CONTROL_ID_MESSAGE = LIVE_CONTROL_ID_MESSAGE;
const SECTION_MESSAGE = LIVE_SECTION_MESSAGE;

/** A device's id: crypto.randomUUID() in a browser, or any such random text. */
export const controlIdSchema = z.object({
  controlId: z.string({ error: CONTROL_ID_MESSAGE }).regex(/^[\w-]{8,64}$/, CONTROL_ID_MESSAGE),
});

export const moveLiveSchema = controlIdSchema.extend({
  section: z
    .number({ error: SECTION_MESSAGE })
    .int(SECTION_MESSAGE)
    .min(0, SECTION_MESSAGE)
    .max(LIVE_SECTION_MAX, SECTION_MESSAGE),
  screen: z.enum(LIVE_SCREENS, { error: LIVE_SCREEN_MESSAGE }),
});
