// Command server runs the Lorewright API locally: /api and, when WEB_DIR is
// set, the built web app. In production the same handler runs as the `api`
// Cloud Function (see ../../function.go).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run starts the server and blocks until ctx ends, then shuts down gracefully.
func run(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer) error {
	gctune.Apply(getenv)
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	logger := logging.New(stderr)
	handler, err := api.Build(ctx, logger, cfg, version)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Addr:              net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port)),
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
	}
	ln, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", srv.Addr, err)
	}
	fmt.Fprintf(stdout, "Lorewright API listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
