// Package llm talks to any OpenAI-compatible chat service (OpenAI, Ollama,
// vLLM, llama.cpp) with the spec's retry policy, a deadline on every call,
// typed errors, token accounting, and helpers to pull JSON out of replies.
package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// Retry policy from the spec's AI client defaults (section 9).
const (
	MaxRetries    = 2
	BaseBackoff   = 500 * time.Millisecond
	MaxBackoff    = 8 * time.Second
	MaxRetryAfter = 60 * time.Second
	// DefaultTimeout is the deadline of one call, retries included.
	DefaultTimeout = 120 * time.Second
)

// Request is one chat completion: a system message and a user message.
type Request struct {
	Use    Use
	System string
	User   string
}

// Usage counts the tokens of a call.
type Usage struct {
	PromptTokens     int `json:"promptTokens"`
	CompletionTokens int `json:"completionTokens"`
	TotalTokens      int `json:"totalTokens"`
}

// Result is a completed call.
type Result struct {
	Text     string
	Usage    Usage
	Model    string
	Attempts int
}

// Completer is what features need from the model service. Stream calls
// onDelta with each piece of text as it arrives; an error from onDelta stops
// the call.
type Completer interface {
	Complete(ctx context.Context, req Request) (Result, error)
	Stream(ctx context.Context, req Request, onDelta func(text string) error) (Result, error)
	Model() string
}

// Options configures NewClient.
type Options struct {
	APIKey  string
	BaseURL string
	Model   string
	// Timeout is the deadline of one call, retries included (DefaultTimeout if 0).
	Timeout    time.Duration
	Logger     *slog.Logger
	HTTPClient *http.Client
	// Sleep waits d or until ctx ends; tests replace it to prove waits
	// without spending them.
	Sleep func(ctx context.Context, d time.Duration) error
	// Jitter returns a number in [0, 1); math/rand by default.
	Jitter func() float64
}

// Client is the OpenAI-compatible client. It is safe for concurrent use.
type Client struct {
	api     *openai.Client
	model   string
	timeout time.Duration
	logger  *slog.Logger
	sleep   func(ctx context.Context, d time.Duration) error
	jitter  func() float64
}

// NewClient builds a client. It makes no request.
func NewClient(o Options) (*Client, error) {
	if o.APIKey == "" {
		return nil, errors.New("llm: an API key is required")
	}
	if o.Model == "" {
		return nil, errors.New("llm: a model name is required")
	}
	cfg := openai.DefaultConfig(o.APIKey)
	if o.BaseURL != "" {
		cfg.BaseURL = strings.TrimRight(o.BaseURL, "/")
	}
	hc := o.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	cfg.HTTPClient = headerRecorder{client: hc}
	c := &Client{
		api:     openai.NewClientWithConfig(cfg),
		model:   o.Model,
		timeout: o.Timeout,
		logger:  o.Logger,
		sleep:   o.Sleep,
		jitter:  o.Jitter,
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.logger == nil {
		c.logger = slog.New(slog.DiscardHandler)
	}
	if c.sleep == nil {
		c.sleep = sleepContext
	}
	if c.jitter == nil {
		c.jitter = rand.Float64
	}
	return c, nil
}

// Model is the model name sent with every call.
func (c *Client) Model() string { return c.model }

// Complete makes one chat completion, retrying per the spec.
func (c *Client) Complete(ctx context.Context, req Request) (Result, error) {
	return c.call(ctx, req, func(ctx context.Context, chat openai.ChatCompletionRequest) (Result, bool, error) {
		resp, err := c.api.CreateChatCompletion(ctx, chat)
		if err != nil {
			return Result{}, false, err
		}
		if len(resp.Choices) == 0 {
			return Result{}, false, &Error{Class: ErrInvalidReply, Err: errors.New("the reply has no choices")}
		}
		return Result{
			Text:  resp.Choices[0].Message.Content,
			Model: resp.Model,
			Usage: Usage{resp.Usage.PromptTokens, resp.Usage.CompletionTokens, resp.Usage.TotalTokens},
		}, false, nil
	})
}

// Stream makes one streamed chat completion. A failure before any text has
// arrived is retried like Complete; once text has been handed to onDelta the
// call is not retried, since the receiver would see it twice.
func (c *Client) Stream(ctx context.Context, req Request, onDelta func(text string) error) (Result, error) {
	return c.call(ctx, req, func(ctx context.Context, chat openai.ChatCompletionRequest) (Result, bool, error) {
		chat.Stream = true
		chat.StreamOptions = &openai.StreamOptions{IncludeUsage: true}
		stream, err := c.api.CreateChatCompletionStream(ctx, chat)
		if err != nil {
			return Result{}, false, err
		}
		defer stream.Close()
		var res Result
		var text strings.Builder
		for {
			chunk, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				res.Text = text.String()
				return res, text.Len() > 0, err
			}
			if chunk.Model != "" {
				res.Model = chunk.Model
			}
			if chunk.Usage != nil {
				res.Usage = Usage{chunk.Usage.PromptTokens, chunk.Usage.CompletionTokens, chunk.Usage.TotalTokens}
			}
			if len(chunk.Choices) == 0 || chunk.Choices[0].Delta.Content == "" {
				continue
			}
			delta := chunk.Choices[0].Delta.Content
			text.WriteString(delta)
			if err := onDelta(delta); err != nil {
				res.Text = text.String()
				return res, true, fmt.Errorf("deliver streamed text: %w", err)
			}
		}
		res.Text = text.String()
		return res, false, nil
	})
}

// attemptFunc makes one request. delivered reports that output already left
// (a streamed call that must not be retried).
type attemptFunc func(ctx context.Context, chat openai.ChatCompletionRequest) (res Result, delivered bool, err error)

func (c *Client) call(parent context.Context, req Request, attempt attemptFunc) (Result, error) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(parent, c.timeout)
	defer cancel()
	chat := openai.ChatCompletionRequest{
		Model:       c.model,
		Temperature: req.Use.Temperature,
		MaxTokens:   req.Use.MaxTokens,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: req.System},
			{Role: openai.ChatMessageRoleUser, Content: req.User},
		},
	}
	for n := 1; ; n++ {
		hint := &responseHint{}
		res, delivered, err := attempt(context.WithValue(ctx, hintKey{}, hint), chat)
		if err == nil {
			res.Attempts = n
			if res.Model == "" {
				res.Model = c.model
			}
			c.account(parent, req.Use, res, time.Since(start))
			return res, nil
		}
		callErr := classify(parent, ctx, err, hint)
		callErr.Attempts = n
		// Tokens may have been spent on a stream that broke midway.
		if res.Usage.TotalTokens > 0 {
			c.account(parent, req.Use, res, time.Since(start))
		}
		wait, retry := c.retryDelay(callErr, n, hint)
		if delivered || !retry {
			c.logger.WarnContext(parent, "llm call failed", "use", req.Use.Name, "model", c.model,
				"attempts", n, "err", callErr, "duration", time.Since(start))
			return res, callErr
		}
		c.logger.WarnContext(parent, "llm call retrying", "use", req.Use.Name, "attempt", n,
			"status", callErr.Status, "wait", wait, "err", err)
		if err := c.sleep(ctx, wait); err != nil {
			callErr = classify(parent, ctx, err, &responseHint{})
			callErr.Attempts = n
			return Result{}, callErr
		}
	}
}

// retryDelay says whether attempt n (1-based) may be retried and after how
// long: the server's Retry-After when under a minute, else exponential
// backoff from 0.5 s doubling to 8 s, less up to 25 % jitter.
func (c *Client) retryDelay(err *Error, n int, hint *responseHint) (time.Duration, bool) {
	if n > MaxRetries {
		return 0, false
	}
	switch {
	case err.Status != 0 && retryableStatus(err.Status):
	case errors.Is(err, ErrConnection):
	default:
		return 0, false
	}
	if d, ok := hint.retryAfter(); ok && d > 0 && d < MaxRetryAfter {
		return d, true
	}
	return backoff(n, c.jitter()), true
}

// backoff is the wait after failed attempt n: 0.5 s doubling up to 8 s,
// shortened by up to a quarter (jitter in [0, 1)) so clients spread out.
func backoff(n int, jitter float64) time.Duration {
	d := math.Min(float64(BaseBackoff)*math.Pow(2, float64(n-1)), float64(MaxBackoff))
	return time.Duration(d * (1 - 0.25*jitter))
}

// account logs the tokens of a call and adds them to the request's meter.
func (c *Client) account(ctx context.Context, use Use, res Result, took time.Duration) {
	c.logger.InfoContext(ctx, "llm call", "use", use.Name, "model", res.Model, "attempts", res.Attempts,
		"promptTokens", res.Usage.PromptTokens, "completionTokens", res.Usage.CompletionTokens,
		"totalTokens", res.Usage.TotalTokens, "duration", took)
	if m, ok := ctx.Value(meterKey{}).(*Meter); ok {
		m.add(res.Usage)
	}
}

// classify turns any failure of an attempt into an *Error.
func classify(parent, call context.Context, err error, hint *responseHint) *Error {
	var callErr *Error
	if errors.As(err, &callErr) {
		return callErr
	}
	switch {
	case parent.Err() != nil:
		return &Error{Class: ErrAbort, Err: err}
	case call.Err() != nil || errors.Is(err, context.DeadlineExceeded):
		return &Error{Class: ErrTimeout, Err: err}
	}
	var apiErr *openai.APIError
	if errors.As(err, &apiErr) && apiErr.HTTPStatusCode != 0 {
		return &Error{Class: classForStatus(apiErr.HTTPStatusCode), Status: apiErr.HTTPStatusCode, Err: err}
	}
	var reqErr *openai.RequestError
	if errors.As(err, &reqErr) && reqErr.HTTPStatusCode != 0 {
		return &Error{Class: classForStatus(reqErr.HTTPStatusCode), Status: reqErr.HTTPStatusCode, Err: err}
	}
	if status := hint.status(); status >= 400 {
		return &Error{Class: classForStatus(status), Status: status, Err: err}
	}
	if isConnectionError(err) {
		return &Error{Class: ErrConnection, Err: err}
	}
	var netErr net.Error
	if errors.As(err, &netErr) && netErr.Timeout() {
		return &Error{Class: ErrTimeout, Err: err}
	}
	return &Error{Class: ErrInvalidReply, Err: err}
}

func isConnectionError(err error) bool {
	var opErr *net.OpError
	var dnsErr *net.DNSError
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNREFUSED) ||
		errors.Is(err, syscall.EPIPE) || errors.As(err, &opErr) || errors.As(err, &dnsErr)
}

func sleepContext(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// responseHint keeps what go-openai does not expose: the status and the
// Retry-After headers of the last response of an attempt.
type responseHint struct {
	mu       sync.Mutex
	code     int
	header   string
	headerMS string
}

type hintKey struct{}

func (h *responseHint) status() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.code
}

// retryAfter reads retry-after-ms (OpenAI) or Retry-After in seconds or as
// an HTTP date.
func (h *responseHint) retryAfter() (time.Duration, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if ms, err := strconv.ParseFloat(h.headerMS, 64); err == nil && ms >= 0 {
		return time.Duration(ms * float64(time.Millisecond)), true
	}
	if h.header == "" {
		return 0, false
	}
	if secs, err := strconv.ParseFloat(h.header, 64); err == nil && secs >= 0 {
		return time.Duration(secs * float64(time.Second)), true
	}
	if t, err := http.ParseTime(h.header); err == nil {
		return time.Until(t), true
	}
	return 0, false
}

type headerRecorder struct{ client *http.Client }

func (r headerRecorder) Do(req *http.Request) (*http.Response, error) {
	resp, err := r.client.Do(req)
	if resp != nil {
		if h, ok := req.Context().Value(hintKey{}).(*responseHint); ok {
			h.mu.Lock()
			h.code = resp.StatusCode
			h.header = resp.Header.Get("Retry-After")
			h.headerMS = resp.Header.Get("Retry-After-Ms")
			h.mu.Unlock()
		}
	}
	return resp, err
}

// Meter adds up the tokens of every call made with a context from WithMeter,
// so the HTTP layer can charge them to the caller's quota.
type Meter struct {
	mu    sync.Mutex
	usage Usage
}

type meterKey struct{}

// WithMeter returns a context whose calls are counted by the returned Meter.
func WithMeter(ctx context.Context) (context.Context, *Meter) {
	m := &Meter{}
	return context.WithValue(ctx, meterKey{}, m), m
}

func (m *Meter) add(u Usage) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.usage.PromptTokens += u.PromptTokens
	m.usage.CompletionTokens += u.CompletionTokens
	m.usage.TotalTokens += u.TotalTokens
}

// Usage is the total so far.
func (m *Meter) Usage() Usage {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.usage
}
