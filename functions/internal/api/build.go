package api

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/config"
)

// Build creates the production dependencies from cfg and returns the server.
// It is shared by cmd/server and the Cloud Function so both run the same code.
func Build(ctx context.Context, logger *slog.Logger, cfg config.Config, version string) (http.Handler, error) {
	_ = ctx
	return NewServer(Deps{Logger: logger, Config: cfg, Version: version}), nil
}
