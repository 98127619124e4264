package api

import (
	"io"
	"log/slog"

	"github.com/lorewright/lorewright/functions/internal/logging"
)

func newTestLogger(w io.Writer) *slog.Logger { return logging.New(w) }
