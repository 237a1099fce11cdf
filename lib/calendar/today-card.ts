/** How many of the day's events the home page's Today card lists before '+ N more events'. */
export const TODAY_EVENTS_SHOWN = 2;
