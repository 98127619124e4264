package monsters

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// The monster database's limits (spec section 9).
const (
	// DefaultOpen5eURL is the public Open5e API, version 1.
	DefaultOpen5eURL = "https://api.open5e.com/v1"
	// PageLimit is the page size asked of Open5e.
	PageLimit = 1000
	// MaxResults stops following next links once this many monsters are in.
	MaxResults = 5000
	// RandomOffsetLimit bounds the random offset of a random page.
	RandomOffsetLimit = 1000
	// DefaultRandomCount and MaxRandomCount bound random picks.
	DefaultRandomCount = 10
	MaxRandomCount     = 50
)

// Messages of the monster requests that are not valid.
const (
	MsgRandomCount = "Count must be a whole number from 1 to 50."
	MsgInvalidSlug = "A monster's slug is lower-case letters, digits, hyphens and underscores, at most 100 characters."
)

// Defaults of Open5eOptions.
const (
	DefaultOpen5eTimeout  = 10 * time.Second
	DefaultCacheTTL       = time.Hour
	DefaultCacheEntries   = 256
	DefaultFailureBackoff = 30 * time.Second
	// maxPageBytes bounds one response body (a full page is about 3 MB).
	maxPageBytes = 32 << 20
	// maxPages bounds the pages of one search, whatever page size the
	// server chooses.
	maxPages = 50
)

// ErrUnavailable means the monster database failed (unreachable, an error
// status, a reply that is not its JSON) or is resting after a failure.
var ErrUnavailable = errors.New("monster database unavailable")

// Open5eOptions configures an Open5e client; zero values take the defaults.
type Open5eOptions struct {
	// BaseURL is the API root, DefaultOpen5eURL when empty.
	BaseURL    string
	HTTPClient *http.Client
	// Timeout bounds one operation, every page of a search included.
	Timeout time.Duration
	// CacheTTL and CacheEntries bound the searches and monsters kept.
	CacheTTL     time.Duration
	CacheEntries int
	// FailureBackoff is how long the client answers ErrUnavailable without
	// asking, after a failure, so an unreachable database costs one wait,
	// not one per request.
	FailureBackoff time.Duration
	Now            func() time.Time
}

// Open5e is a client of the Open5e monster API with a cache. It is safe for
// concurrent use.
type Open5e struct {
	logger   *slog.Logger
	base     *url.URL
	client   *http.Client
	timeout  time.Duration
	backoff  time.Duration
	now      func() time.Time
	searches *cache[open5eSearch]
	monsters *cache[srd.Monster]
	// monsterEntries bounds the monsters cache.
	monsterEntries int
	// flights runs one fetch per search at a time: callers asking for the
	// same search while it is under way share its result.
	flights singleflight.Group
	// onWait, when set (tests), is called as a caller starts waiting for
	// a search's fetch.
	onWait func()

	mu        sync.Mutex
	downUntil time.Time
}

// open5eSearch is the outcome of one search: every monster found, and
// whether the cap cut the list short.
type open5eSearch struct {
	monsters  []srd.Monster
	truncated bool
}

// NewOpen5e returns a client; it makes no request.
func NewOpen5e(logger *slog.Logger, o Open5eOptions) (*Open5e, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	raw := o.BaseURL
	if raw == "" {
		raw = DefaultOpen5eURL
	}
	base, err := url.Parse(strings.TrimRight(raw, "/"))
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return nil, fmt.Errorf("monsters: Open5e base URL %q is not an http(s) URL", raw)
	}
	c := &Open5e{logger: logger, base: base, client: o.HTTPClient, timeout: o.Timeout, backoff: o.FailureBackoff, now: o.Now}
	if c.client == nil {
		c.client = &http.Client{}
	}
	if c.timeout <= 0 {
		c.timeout = DefaultOpen5eTimeout
	}
	if c.backoff <= 0 {
		c.backoff = DefaultFailureBackoff
	}
	if c.now == nil {
		c.now = time.Now
	}
	ttl, entries := o.CacheTTL, o.CacheEntries
	if ttl <= 0 {
		ttl = DefaultCacheTTL
	}
	if entries <= 0 {
		entries = DefaultCacheEntries
	}
	c.searches = newCache[open5eSearch](entries, ttl, c.now)
	c.monsterEntries = entries * 4
	c.monsters = newCache[srd.Monster](c.monsterEntries, ttl, c.now)
	return c, nil
}

// BaseURL is the API root the client asks.
func (c *Open5e) BaseURL() string { return c.base.String() }

// Search returns the monsters matching q, following next links until
// MaxResults are in; truncated says the cap cut the list. Results are
// filtered again here, so a filter the server ignores still holds.
func (c *Open5e) Search(ctx context.Context, q Query) (found []srd.Monster, truncated bool, err error) {
	q = q.normalised()
	params := url.Values{"limit": {strconv.Itoa(PageLimit)}}
	if q.Name != "" {
		params.Set("name__icontains", strings.ToLower(q.Name)) // one cache entry for any case
	}
	if q.Type != "" {
		params.Set("type", q.Type)
	}
	if q.Size != "" {
		params.Set("size", q.Size)
	}
	if q.CRMin != nil {
		params.Set("cr__gte", strconv.FormatFloat(*q.CRMin, 'f', -1, 64))
	}
	if q.CRMax != nil {
		params.Set("cr__lte", strconv.FormatFloat(*q.CRMax, 'f', -1, 64))
	}
	first := c.endpoint("monsters/") + "?" + params.Encode()
	if s, ok := c.searches.get(first); ok {
		return s.monsters, s.truncated, nil
	}
	if err := c.available(); err != nil {
		return nil, false, err
	}
	// The fetch runs in the flight's own goroutine, so a caller that leaves
	// does not cancel it for the others (it fills the cache for the next).
	flight := c.flights.DoChan(first, func() (any, error) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.timeout)
		defer cancel()
		s, err := c.fetchAll(ctx, first, q)
		if err != nil {
			return s, c.failed(ctx, err)
		}
		c.searches.put(first, s)
		// Remember the monsters of small searches: the one picked next is
		// then at hand (a browse-all would only flush the cache).
		if len(s.monsters) <= c.monsterEntries {
			for _, m := range s.monsters {
				c.monsters.put(m.Slug, m)
			}
		}
		return s, nil
	})
	if c.onWait != nil {
		c.onWait()
	}
	select {
	case r := <-flight:
		s, _ := r.Val.(open5eSearch)
		return s.monsters, s.truncated, r.Err
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
}

func (c *Open5e) fetchAll(ctx context.Context, next string, q Query) (open5eSearch, error) {
	var s open5eSearch
	for pages := 0; next != ""; pages++ {
		if len(s.monsters) >= MaxResults || pages == maxPages {
			s.truncated = true
			break
		}
		var page open5ePage
		if err := c.getJSON(ctx, next, &page); err != nil {
			return open5eSearch{}, err
		}
		for _, raw := range page.Results {
			if m, ok := raw.toMonster(); ok && q.matches(m.Summary()) {
				s.monsters = append(s.monsters, m)
			}
		}
		next = ""
		if page.Next != nil && *page.Next != "" {
			u, err := c.sameHost(*page.Next)
			if err != nil {
				return open5eSearch{}, err
			}
			next = u
		}
	}
	if len(s.monsters) > MaxResults {
		s.monsters, s.truncated = s.monsters[:MaxResults], true
	}
	return s, nil
}

// sameHost checks that a next link stays on the API's host (a reply must
// not send the server to fetch elsewhere) and keeps the configured scheme.
func (c *Open5e) sameHost(link string) (string, error) {
	u, err := c.base.Parse(link)
	if err != nil || u.Host != c.base.Host {
		return "", fmt.Errorf("open5e: next link %q leaves %s", link, c.base.Host)
	}
	u.Scheme = c.base.Scheme
	return u.String(), nil
}

// Get returns the monster with a slug; derrors.ErrNotFound when Open5e has
// none ("Monster not found: {slug}").
func (c *Open5e) Get(ctx context.Context, slug string) (srd.Monster, error) {
	if !srd.ValidSlug(slug) {
		return srd.Monster{}, derrors.NotFound("Monster not found: %s", slug)
	}
	if m, ok := c.monsters.get(slug); ok {
		return m, nil
	}
	if err := c.available(); err != nil {
		return srd.Monster{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	var raw open5eMonster
	if err := c.getJSON(ctx, c.endpoint("monsters/"+slug+"/"), &raw); err != nil {
		if errors.Is(err, errStatusNotFound) {
			return srd.Monster{}, derrors.NotFound("Monster not found: %s", slug)
		}
		return srd.Monster{}, c.failed(ctx, err)
	}
	m, ok := raw.toMonster()
	if !ok {
		return srd.Monster{}, c.failed(ctx, fmt.Errorf("open5e: %s has no slug or name", slug))
	}
	c.monsters.put(slug, m)
	return m, nil
}

// Random returns up to n monsters from the page at offset (the caller
// picks it at random below RandomOffsetLimit). When the offset lies past
// the end, the page at a random offset within the count is asked instead,
// using pick to choose it.
func (c *Open5e) Random(ctx context.Context, n, offset int, pick func(k int) int) ([]srd.Monster, error) {
	if err := c.available(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	page, err := c.randomPage(ctx, n, offset)
	if err == nil && len(page.Results) == 0 && page.Count > 0 {
		page, err = c.randomPage(ctx, n, pick(max(page.Count-n, 0)+1))
	}
	if err != nil {
		return nil, c.failed(ctx, err)
	}
	var out []srd.Monster
	for _, raw := range page.Results {
		if m, ok := raw.toMonster(); ok && len(out) < n {
			out = append(out, m)
		}
	}
	return out, nil
}

func (c *Open5e) randomPage(ctx context.Context, n, offset int) (open5ePage, error) {
	params := url.Values{"limit": {strconv.Itoa(n)}, "offset": {strconv.Itoa(offset)}}
	var page open5ePage
	err := c.getJSON(ctx, c.endpoint("monsters/")+"?"+params.Encode(), &page)
	return page, err
}

func (c *Open5e) endpoint(path string) string { return c.base.String() + "/" + path }

var errStatusNotFound = errors.New("open5e: 404 not found")

func (c *Open5e) getJSON(ctx context.Context, link string, into any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, link, nil)
	if err != nil {
		return fmt.Errorf("open5e: build request: %w", err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "Lorewright (monster search)")
	resp, err := c.client.Do(req)
	if err != nil {
		return fmt.Errorf("open5e: GET %s: %w", req.URL.Path, err)
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return errStatusNotFound
	case resp.StatusCode != http.StatusOK:
		return fmt.Errorf("open5e: GET %s: status %d", req.URL.Path, resp.StatusCode)
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxPageBytes)).Decode(into); err != nil {
		return fmt.Errorf("open5e: GET %s: read reply: %w", req.URL.Path, err)
	}
	return nil
}

// available refuses at once while resting after a failure.
func (c *Open5e) available() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.now().Before(c.downUntil) {
		return fmt.Errorf("%w: resting after a failure", ErrUnavailable)
	}
	return nil
}

// failed records a failure (the client rests for a while) and wraps it in
// ErrUnavailable; a context that ended is passed on as it is.
func (c *Open5e) failed(ctx context.Context, err error) error {
	if ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return err
	}
	c.mu.Lock()
	c.downUntil = c.now().Add(c.backoff)
	c.mu.Unlock()
	c.logger.WarnContext(ctx, "open5e failed; resting", "err", err, "for", c.backoff)
	return fmt.Errorf("%w: %w", ErrUnavailable, err)
}
