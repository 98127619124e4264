// Package functions registers Lorewright's `api` Cloud Function. It serves
// the same handler as cmd/server.
package functions

import (
	"context"
	"fmt"
	"os"

	"github.com/GoogleCloudPlatform/functions-framework-go/functions"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

// init reads the environment once per instance and refuses to start with an
// invalid configuration, so a bad deployment fails at once and says why.
func init() {
	gctune.Apply(os.Getenv)
	logger := logging.New(os.Stderr)
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		logger.Error("configuration", "err", err)
		panic(fmt.Sprintf("lorewright api cannot start: %v", err))
	}
	handler, err := api.Build(context.Background(), logger, cfg, os.Getenv("K_REVISION"))
	if err != nil {
		logger.Error("startup", "err", err)
		panic(fmt.Sprintf("lorewright api cannot start: %v", err))
	}
	functions.HTTP("api", handler.ServeHTTP)
}
