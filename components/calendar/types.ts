import type { DayDetails } from './day-details';

/** The Today card's day: the dialog's details plus how many events its list leaves out. */
export interface TodayDetails extends DayDetails {
  /** Events beyond the first `TODAY_EVENTS_SHOWN`: the card's '+ N more events' line when > 0. */
  moreEvents: number;
}
