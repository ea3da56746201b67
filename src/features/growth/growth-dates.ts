/** Day and month arithmetic on "YYYY-MM-DD" / "YYYY-MM" strings (calendar dates, no time zone involved). */
export { addCalendarDays as addDaysYmd, addCalendarMonths as addMonths } from '@model/datetime';
