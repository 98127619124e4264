// Command fakemodel is an OpenAI-compatible chat-completions server for the
// end-to-end tests: no model is reachable on the test machines, so the
// browser tests point a second API server at this one and script its
// replies. It is never part of the product.
//
//	POST   /v1/chat/completions  answers with the newest matching rule
//	POST   /_rules               adds a rule (JSON Rule); newest first
//	DELETE /_rules               forgets every rule and every call
//	GET    /_calls               what was asked (Calls)
//
// Without a matching rule the reply is "Fake model reply.".
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8184", "listen address (loopback)")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, *addr); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{Handler: newServer()}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	log.Printf("fake model listening on http://%s/v1", ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
