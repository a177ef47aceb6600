/** Places a language model read from a page; untrusted until the application validates them. */
export interface LlmPlace {
  name: string;
  address?: string;
  city?: string;
  country?: string;
  day?: number;
  category?: string;
  note?: string;
}

export interface LlmExtraction {
  title?: string;
  destination?: string;
  places: LlmPlace[];
}

export interface LlmInput {
  url: string;
  title?: string;
  text: string;
}

/** Optional structured extraction by an LLM. Never required: the pipeline works without it. */
export interface PlaceLlm {
  extractPlaces(input: LlmInput, signal?: AbortSignal): Promise<LlmExtraction>;
}
