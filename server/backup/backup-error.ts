/** Bad input to a backup command: a damaged or foreign archive, a wrong checksum, a target in use or not empty. */
export class BackupError extends Error {}
