import { type DayAvailability, dayAsUtc } from '@labstock/shared';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { forScreenReaders } from '../../../components/for-screen-readers';
import { useLabDayWords } from '../../../entities/booking/lab-day-words';
import { weekOf, weeksOf } from './availability-weeks';

type Level = 'none' | 'some' | 'most';

/** The palette colour each level is tinted with; the cell's number says exactly what the colour hints at. */
const levelColour: Record<Level, 'error' | 'warning' | 'success'> = { none: 'error', some: 'warning', most: 'success' };

/** From this share of the period's most a day reads as "nearly all" (11 of 12 is not a shortage). */
const NEARLY_ALL = 3 / 4;

/**
 * None, some, or nearly all: the web knows no total of lendable units, and the most of the period is what the
 * type has when little is claimed.
 */
function levelOf(available: number, most: number): Level {
  if (available === 0) return 'none';
  return available >= most * NEARLY_ALL ? 'most' : 'some';
}

export interface AvailabilityCalendarProps {
  /** Consecutive days, the first of them the lab's today. */
  days: readonly DayAvailability[];
}

/**
 * The days in Monday-first weeks as a table: each cell the day of the month and how many can be had, tinted by
 * level, today outlined. A screen reader reads each cell as "Monday 30 November: 3 available".
 */
export function AvailabilityCalendar({ days }: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  const today = days[0]?.date;
  const most = Math.max(0, ...days.map((day) => day.available));
  const weekdays = today ? weekOf(today) : [];

  return (
    <Box
      component="table"
      sx={{ width: '100%', maxWidth: 560, tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 4 }}
    >
      <Box component="caption" sx={forScreenReaders}>
        {t('Availability')}
      </Box>
      <thead>
        <tr>
          {weekdays.map((date) => (
            <Box component="th" scope="col" key={date} sx={{ typography: 'caption', color: 'text.secondary', p: 0 }}>
              <span aria-hidden>{words.weekdayShort(date)}</span>
              <Box component="span" sx={forScreenReaders}>
                {words.weekday(date)}
              </Box>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week) => (
          <tr key={week.find((day) => day !== null)?.date}>
            {week.map((day, index) =>
              day === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its place in the week.
                <td key={index} />
              ) : (
                <DayCell
                  key={day.date}
                  day={day}
                  level={levelOf(day.available, most)}
                  isToday={day.date === today}
                  name={t('{{day}}: {{count}} available', {
                    day: words.day(day.date),
                    count: day.available,
                  })}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

interface DayCellProps {
  day: DayAvailability;
  level: Level;
  isToday: boolean;
  /** What a screen reader says for the cell. */
  name: string;
}

function DayCell({ day, level, isToday, name }: DayCellProps) {
  const colour = levelColour[level];
  return (
    <Box
      component="td"
      aria-current={isToday ? 'date' : undefined}
      sx={(theme) => ({
        position: 'relative',
        p: 0.5,
        height: 52,
        verticalAlign: 'top',
        borderRadius: 1,
        bgcolor: alpha(theme.palette[colour].main, 0.16),
        borderLeft: `4px solid ${theme.palette[colour].main}`,
        outline: isToday ? `2px solid ${theme.palette.text.primary}` : undefined,
        outlineOffset: 1,
      })}
    >
      <Box aria-hidden sx={{ typography: 'caption', color: 'text.secondary', lineHeight: 1.2 }}>
        {dayAsUtc(day.date).getUTCDate()}
      </Box>
      <Box aria-hidden sx={{ typography: 'subtitle1', fontWeight: 700, textAlign: 'center', lineHeight: 1.4 }}>
        {day.available}
      </Box>
      <Box component="span" sx={forScreenReaders}>
        {name}
      </Box>
    </Box>
  );
}
