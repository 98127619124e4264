// The one message type the assistant tools show after an action ("3 names
// generated.", "The campaign could not be inserted."): a tone and a sentence.
// components/tools/ToolNotice.tsx draws it.

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  tone: NoticeTone;
  text: string;
}
