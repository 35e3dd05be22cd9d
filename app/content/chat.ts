import { company } from './business'
import { live } from './live'

/**
 * What staff read about Remy's conversations: the assistant's name on a transcript, and where a
 * hand-off came from. Visitors' words are the catalogs' (`chatWidget`, `remy`; decision 039).
 */
export const chatCopy = live(
  () =>
    ({
      title: company.assistantName,
      handoff: {
        /** Where the staff notification says the lead came from. */
        source: `chat with ${company.assistantName}`,
      },
    }) as const,
)
