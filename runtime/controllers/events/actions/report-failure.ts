import { ALERTS, HttpStatusError, type Alert } from '../../../core/errors.ts'
import type { EventsHost } from './context.ts'

/** A refused request (403) shows the invalid-configuration alert, once. */
export function reportFailure({ deps, state }: EventsHost, error: unknown): void {
  if (error instanceof HttpStatusError && error.status === 403 && !state.runs.forbiddenShown) {
    state.runs.forbiddenShown = true
    deps.showAlert(forbiddenAlert(error))
  }
}

/**
 * Spec 8's alert for a refusal: the project itself when the service names the projectId (an unknown
 * project on `portkit serve`), else the page's origin.
 */
function forbiddenAlert(error: HttpStatusError): Alert {
  return error.reasons[0]?.name === 'projectId' ? ALERTS.INVALID_PROJECT_ID : ALERTS.ORIGIN_NOT_ALLOWED
}
