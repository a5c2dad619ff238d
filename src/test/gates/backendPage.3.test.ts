// Shard 3 of 3 of the existing-backend gate (issue 41, see ./backendPage.ts): every screen's page against the
// strict stand-in shows its data, and the record it loads, saved back, keeps what the screen does not know.
import { registerBackendGate } from './backendPage';

registerBackendGate(3, 3);
