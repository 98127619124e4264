// Package llmapp is the one way the AI tools ask the model: a prompt made
// from a tool's embedded templates (user text quoted into it as data by
// Quote), one call that streams or not, the reply checked (empty or
// unusable: llm.ErrInvalidReply), and, when the model is absent or fails,
// the tool's built-in content, streamed the same way. The caller leaving
// always comes back as an llm.ErrAbort error and nothing else.
//
// The domain packages keep only their templates, their reply parsers and
// their built-in content; package llm is the provider client below.
package llmapp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Emit receives text as it is written: the model's reply as it arrives, or
// the built-in content piece by piece. An error from it (the client went
// away) stops the work. A nil Emit means the caller wants one answer, not
// a stream.
type Emit func(text string) error

// Client is what a tool holds to ask the model: the model (nil when none
// is configured) and the logger. It is safe for concurrent use.
type Client struct {
	logger *slog.Logger
	model  llm.Completer
}

// New returns a client; a nil logger discards, a nil model means every
// answer is built in.
func New(logger *slog.Logger, model llm.Completer) Client {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return Client{logger: logger, model: model}
}

// Task is one way a tool asks the model for a T.
type Task[T any] struct {
	// Name says what the task is in logs ("campaign generation").
	Name    string
	Request llm.Request
	// Parse reads the model's reply (never empty). Its error makes the task
	// fall back; it is reported as llm.ErrInvalidReply.
	Parse func(reply string) (T, error)
	// BuiltIn makes the built-in content, and the pieces of text that
	// stream it (none: nothing is streamed). It runs only when needed.
	BuiltIn func() (T, []string)
}

// Generate runs a task. With a model, the reply streams to emit (when not
// nil) as it arrives and Parse reads it; without one, or when the call or
// the reply fails, the built-in content answers, streamed piece by piece
// unless part of a reply already went out (the result then replaces it).
// The result is authoritative, and the origin says where it came from.
// The only errors are the caller leaving (llm.ErrAbort) and emit's own.
func Generate[T any](ctx context.Context, c Client, t Task[T], emit Emit) (T, llm.Origin, error) {
	var zero T
	if c.model == nil {
		v, err := builtIn(ctx, t, emit)
		return v, llm.BuiltIn(false), err
	}
	v, streamed, err := ask(ctx, c.model, c.model.Stream, t.Request, t.Parse, emit)
	if err == nil {
		return v, llm.FromModel(), nil
	}
	if llm.Aborted(err) {
		return zero, llm.Origin{}, err
	}
	c.logger.WarnContext(ctx, t.Name+" fell back to built-in content", "use", t.Request.Use.Name, "err", err)
	if streamed {
		emit = nil // part of a reply is on screen; the result replaces it
	}
	v, err = builtIn(ctx, t, emit)
	return v, llm.BuiltIn(true), err
}

// A Completer answers a request in one piece; every llm.Completer is one.
type Completer interface {
	Complete(ctx context.Context, req llm.Request) (llm.Result, error)
}

// Ask asks the model once for one answer and reads the reply with parse.
// The error is the model's (an *llm.Error), an llm.ErrInvalidReply for an
// empty or unusable reply, or an llm.ErrAbort when the caller left. Tools
// without built-in content of their own (the grammar check, the balance
// classifier) use it directly.
func Ask[T any](ctx context.Context, model Completer, req llm.Request, parse func(string) (T, error)) (T, error) {
	v, _, err := ask(ctx, model, nil, req, parse, nil)
	return v, err
}

// streamFunc is llm.Completer's Stream.
type streamFunc func(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error)

// ask makes the call: streamed to emit when emit and stream are not nil.
// streamed reports that some text reached emit.
func ask[T any](ctx context.Context, model Completer, stream streamFunc, req llm.Request, parse func(string) (T, error), emit Emit) (T, bool, error) {
	var zero T
	var res llm.Result
	var err error
	streamed := false
	if emit == nil || stream == nil {
		res, err = model.Complete(ctx, req)
	} else {
		res, err = stream(ctx, req, func(text string) error {
			streamed = true
			return emit(text)
		})
	}
	if err == nil && strings.TrimSpace(res.Text) == "" {
		err = &llm.Error{Class: llm.ErrInvalidReply, Err: errors.New("empty reply")}
	}
	var v T
	if err == nil {
		if v, err = parse(res.Text); err != nil && !errors.Is(err, llm.ErrInvalidReply) {
			err = &llm.Error{Class: llm.ErrInvalidReply, Err: err}
		}
	}
	if err != nil {
		return zero, streamed, leftOr(ctx, err)
	}
	return v, streamed, nil
}

// builtIn makes the task's built-in content and streams its pieces.
func builtIn[T any](ctx context.Context, t Task[T], emit Emit) (T, error) {
	var zero T
	v, pieces := t.BuiltIn()
	if emit == nil {
		return v, nil
	}
	for _, piece := range pieces {
		if err := ctx.Err(); err != nil {
			return zero, leftOr(ctx, err)
		}
		if err := emit(piece); err != nil {
			return zero, fmt.Errorf("stream built-in %s: %w", t.Name, err)
		}
	}
	return v, nil
}

// leftOr is the one answer to "did the caller leave?": an error the model
// client classed as an abort, or any failure once the caller's context has
// ended, comes back as an llm.ErrAbort error; other errors as they are.
func leftOr(ctx context.Context, err error) error {
	switch {
	case llm.Aborted(err):
		return err
	case ctx.Err() != nil:
		return &llm.Error{Class: llm.ErrAbort, Err: errors.Join(err, context.Cause(ctx))}
	default:
		return err
	}
}
