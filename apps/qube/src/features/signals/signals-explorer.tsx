import type { Signal } from '@q/schemas/executive';
import { Badge, Button, formatShare, PriorityBadge, SampleDataBadge } from '@q/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { SIGNAL_SOURCES, SIGNAL_TAG_LIMIT } from '../../lib/constants';
import { SearchIcon } from '../../lib/icons';
import {
  ALL,
  type CategoryFilter,
  type PriorityFilter,
  SIGNAL_CATEGORIES,
  SIGNAL_FILTER_DEFAULTS,
  SIGNAL_PRIORITIES,
  type SignalFilters,
} from '../../lib/signals-search';
import { filterSignals, hasActiveFilters, visibleTags } from './filter-signals';
import { SignalDetail } from './signal-detail';
import * as S from './styled';

function SignalCard({ signal, onOpen }: { signal: Signal; onOpen: () => void }) {
  const tags = visibleTags(signal.tags, SIGNAL_TAG_LIMIT);
  const titleId = useId();
  return (
    <S.SignalCard aria-labelledby={titleId}>
      <S.CardTop>
        <PriorityBadge priority={signal.priority} />
        <Badge variant="outline">{signal.category}</Badge>
        <span>{signal.timestamp}</span>
      </S.CardTop>
      <S.CardTitle id={titleId}>
        <S.OpenButton type="button" aria-haspopup="dialog" onClick={onOpen}>
          {signal.title}
        </S.OpenButton>
      </S.CardTitle>
      <S.Summary>{signal.summary}</S.Summary>
      <S.CardFoot>
        <S.Tags aria-label="Tags">
          {tags.shown.map((tag) => (
            <S.Tag key={tag}>{tag}</S.Tag>
          ))}
          {tags.hiddenCount > 0 && <S.Tag>+{tags.hiddenCount}</S.Tag>}
        </S.Tags>
        <span>
          {signal.source}
          {signal.confidence !== undefined && ` · ${formatShare(signal.confidence)} confidence`}
        </span>
      </S.CardFoot>
    </S.SignalCard>
  );
}

export interface SignalsExplorerProps {
  signals: readonly Signal[];
  /** The filters, as read from the URL. */
  filters: SignalFilters;
  /** Asks for new filters (the page writes them to the URL). */
  onFiltersChange: (filters: SignalFilters) => void;
}

/** The search, the category and priority filters, the signal cards and their detail modal. */
export function SignalsExplorer({ signals, filters, onFiltersChange }: SignalsExplorerProps) {
  const ids = useId();
  // The search box answers each key at once; the URL follows. Values coming back from the URL
  // that this box sent are echoes and are skipped, so a slow echo never rewinds the typing; any
  // other value (a link, back/forward) replaces the text.
  const [query, setQuery] = useState(filters.q);
  const sentQueries = useRef<string[]>([]);
  useEffect(() => {
    const echo = sentQueries.current.indexOf(filters.q);
    if (echo >= 0) {
      sentQueries.current = sentQueries.current.slice(echo + 1);
      return;
    }
    sentQueries.current = [];
    setQuery(filters.q);
  }, [filters.q]);

  const searchInput = useRef<HTMLInputElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const current = { ...filters, q: query };
  const shown = filterSignals(signals, current);
  const openSignal = signals.find((signal) => signal.id === openId) ?? null;

  const setFilters = (next: SignalFilters) => {
    if (next.q !== query) {
      sentQueries.current.push(next.q);
      setQuery(next.q);
    }
    onFiltersChange(next);
  };

  return (
    <S.Explorer data-ui="widget">
      <S.Filters
        role="search"
        aria-label="Filter signals"
        onSubmit={(event) => event.preventDefault()}
      >
        <S.Field>
          <label htmlFor={`${ids}-search`}>Search</label>
          <S.SearchBox>
            <SearchIcon />
            <input
              ref={searchInput}
              id={`${ids}-search`}
              type="search"
              placeholder="Search signals..."
              value={query}
              onChange={(event) => setFilters({ ...current, q: event.target.value })}
              autoComplete="off"
            />
          </S.SearchBox>
        </S.Field>
        <S.Field>
          <label htmlFor={`${ids}-category`}>Category</label>
          <S.Select
            id={`${ids}-category`}
            value={filters.category}
            onChange={(event) =>
              setFilters({ ...current, category: event.target.value as CategoryFilter })
            }
          >
            <option value={ALL}>All</option>
            {SIGNAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </S.Select>
        </S.Field>
        <S.Field>
          <label htmlFor={`${ids}-priority`}>Priority</label>
          <S.Select
            id={`${ids}-priority`}
            value={filters.priority}
            onChange={(event) =>
              setFilters({ ...current, priority: event.target.value as PriorityFilter })
            }
          >
            <option value={ALL}>All</option>
            {SIGNAL_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </S.Select>
        </S.Field>
      </S.Filters>

      <S.ResultBar>
        <S.Count role="status">
          Showing {shown.length} of {signals.length} signals
        </S.Count>
        <S.ResultActions>
          {hasActiveFilters(current) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFilters(SIGNAL_FILTER_DEFAULTS);
                // The button goes away with the filters; the search is the natural next stop.
                searchInput.current?.focus();
              }}
            >
              Clear filters
            </Button>
          )}
          <SampleDataBadge source={SIGNAL_SOURCES} />
        </S.ResultActions>
      </S.ResultBar>

      {shown.length === 0 ? (
        <S.Empty>
          <strong>No signals found</strong> - Try adjusting your search terms or filters
        </S.Empty>
      ) : (
        <S.Grid aria-label="Signals">
          {shown.map((signal) => (
            <li key={signal.id}>
              <SignalCard signal={signal} onOpen={() => setOpenId(signal.id)} />
            </li>
          ))}
        </S.Grid>
      )}

      <SignalDetail signal={openSignal} onClose={() => setOpenId(null)} />
    </S.Explorer>
  );
}
