// Plain JSON data: what the backend stores as a battle's setup and log or an adventure's progress.
// Declared here, at the bottom, so the engine can say what it reads from storage and writes to it.
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
