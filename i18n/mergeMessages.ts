type MessageTree = { readonly [key: string]: string | MessageTree | undefined };

/** `base` with `changes` laid over it, branch by branch: a published pack with our corrections. */
export const mergeMessages = <T extends MessageTree>(base: T, changes: MessageTree): T => {
  const merged: Record<string, string | MessageTree | undefined> = { ...base };
  for (const [key, change] of Object.entries(changes)) {
    const current = merged[key];
    merged[key] =
      typeof change === 'object' && typeof current === 'object' ? mergeMessages(current, change) : change;
  }
  return merged as T;
};
