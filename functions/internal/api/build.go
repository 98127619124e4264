package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/backgrounds"
	"github.com/lorewright/lorewright/functions/internal/balance"
	"github.com/lorewright/lorewright/functions/internal/campaign"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/content"
	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/names"
	"github.com/lorewright/lorewright/functions/internal/quota"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Build creates the production dependencies from cfg and returns the server.
// It is shared by cmd/server and the Cloud Function so both run the same code.
func Build(ctx context.Context, logger *slog.Logger, cfg config.Config, version string) (http.Handler, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	verifier, err := auth.NewFirebaseVerifier(ctx, auth.Options{ProjectID: cfg.FirebaseProjectID, EmulatorHost: cfg.AuthEmulatorHost})
	if err != nil {
		return nil, err
	}
	store, err := quotaStore(ctx, cfg)
	if err != nil {
		return nil, err
	}
	deps := Deps{
		Logger:   logger,
		Config:   cfg,
		Version:  version,
		Verifier: verifier,
		Limiter:  quota.NewLimiter(logger, store, cfg.Quota, nil),
	}
	if cfg.AIConfigured() {
		client, err := llm.NewClient(llm.Options{
			APIKey: cfg.OpenAIAPIKey, BaseURL: cfg.OpenAIBaseURL, Model: cfg.OpenAIModel,
			Timeout: cfg.LLMTimeout, Logger: logger,
		})
		if err != nil {
			return nil, err
		}
		deps.LLM = client
	}
	if deps.Grammar, err = grammar.NewDefaultChecker(logger, deps.LLM); err != nil {
		return nil, err
	}
	deps.Content = content.NewGenerator(logger, deps.LLM)
	deps.Campaign = campaign.NewService(logger, deps.LLM)
	deps.Balance = balance.NewService(logger, deps.LLM, srd.SRD().Index())
	deps.Names = names.NewService(logger, deps.LLM, names.Options{})
	deps.Backgrounds = backgrounds.NewService(logger, deps.LLM, backgrounds.Options{})
	var open5e *monsters.Open5e
	if cfg.Open5eBaseURL != "" {
		if open5e, err = monsters.NewOpen5e(logger, monsters.Open5eOptions{BaseURL: cfg.Open5eBaseURL}); err != nil {
			return nil, fmt.Errorf("open5e: %w", err)
		}
	}
	deps.Monsters = monsters.NewService(logger, deps.LLM, monsters.Options{Open5e: open5e})
	logger.Info("api ready", "version", version, "aiConfigured", cfg.AIConfigured(), "model", cfg.OpenAIModel,
		"authEmulator", cfg.AuthEmulatorHost, "quotaStore", cfg.QuotaStore, "open5e", cfg.Open5eBaseURL)
	return NewServer(deps), nil
}

func quotaStore(ctx context.Context, cfg config.Config) (quota.Store, error) {
	switch cfg.QuotaStore {
	case "firestore":
		s, err := quota.NewFirestoreStore(ctx, cfg.FirebaseProjectID)
		if err != nil {
			return nil, fmt.Errorf("quota store: %w", err)
		}
		return s, nil
	default:
		return quota.NewMemoryStore(), nil
	}
}
