/** Who and what caused a command; becomes the metadata of every event it appends (docs/design.md §6). */
export interface CommandContext {
  actorId: string;
  clientId: string;
  correlationId: string;
  /** The id of the message that caused this one: a request id, or the event a reactor handled. */
  causationId: string;
}
