package api

import (
	"io"
	"log/slog"
	"reflect"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// wire is a route's request and response types, and whether the route can
// answer as a stream of server-sent events (see stream.go).
type wire struct {
	request, response reflect.Type
	streams           bool
}

func wireOf[Req, Resp any](streams bool) wire {
	return wire{request: reflect.TypeFor[Req](), response: reflect.TypeFor[Resp](), streams: streams}
}

// NoRequest is the request of a route that reads nothing from its caller.
type NoRequest struct{}

// RouteContract is one route of the API as the browser sees it.
type RouteContract struct {
	// Method and Path as the route table mounts them ("GET", "/api/monsters/{slug}").
	Method, Path string
	// Request is the body (POST) or the query and path parameters (GET).
	Request, Response reflect.Type
	// Streams is true when the route answers text/event-stream as well as
	// JSON: StreamDelta events, then the response as the result event, or a
	// StreamError as the error event.
	Streams bool
}

// Contract is the whole API surface as the route table declares it, in its
// order. cmd/gencontract turns it into the JSON Schema the web client's
// types and response validators are generated from.
func Contract() []RouteContract {
	table := routeTable(slog.New(slog.NewTextHandler(io.Discard, nil)), Deps{})
	routes := make([]RouteContract, 0, len(table))
	for _, rt := range table {
		method, path, _ := strings.Cut(rt.pattern, " ")
		routes = append(routes, RouteContract{Method: method, Path: path, Request: rt.wire.request, Response: rt.wire.response, Streams: rt.wire.streams})
	}
	return routes
}

// ContractTypes are the wire types every route shares: the error body, the
// data of a stream's delta and error events, and the origin every AI answer
// carries (its fields are inlined where a response embeds it).
func ContractTypes() []reflect.Type {
	return []reflect.Type{reflect.TypeFor[ErrorEnvelope](), reflect.TypeFor[StreamDelta](), reflect.TypeFor[StreamError](), reflect.TypeFor[llm.Origin]()}
}
