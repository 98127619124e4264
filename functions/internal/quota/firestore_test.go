package quota

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// emulatorScript starts @firestore-emulator/server (an in-memory gRPC
// Firestore that the Go client accepts) on a free loopback port and prints it.
const emulatorScript = `
const { createRequire } = require("node:module");
const fromWeb = createRequire(process.argv[1] + "/package.json");
const serverPath = fromWeb.resolve("@firestore-emulator/server");
// The server's own copy of grpc-js, so the credentials object is of its class.
const { ServerCredentials } = createRequire(serverPath)("@grpc/grpc-js");
const { FirestoreServer } = fromWeb(serverPath);
const fs = new FirestoreServer();
// FirestoreServer.start binds 0.0.0.0; bind its gRPC server to loopback instead.
fs.server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (err, port) => {
  if (err) { console.error(err); process.exit(1); }
  console.log("PORT " + port);
});
`

// firestoreEmulatorHost returns FIRESTORE_EMULATOR_HOST (an emulator that
// isolates transactions, such as the official one), or starts the npm
// emulator for this test, or skips saying why.
func firestoreEmulatorHost(t *testing.T) (host string, isolated bool) {
	t.Helper()
	if host := os.Getenv("FIRESTORE_EMULATOR_HOST"); host != "" {
		return host, true
	}
	web, err := webDir()
	if err != nil {
		t.Skipf("Firestore store not tested: FIRESTORE_EMULATOR_HOST is unset and %v", err)
	}
	if _, err := os.Stat(filepath.Join(web, "node_modules", "@firestore-emulator", "server")); err != nil {
		t.Skip("Firestore store not tested: FIRESTORE_EMULATOR_HOST is unset and web/node_modules/@firestore-emulator/server is not installed (run npm ci in web/)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("Firestore store not tested: FIRESTORE_EMULATOR_HOST is unset and node is not installed")
	}
	cmd := exec.Command(node, "-e", emulatorScript, web)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("start the Firestore emulator: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	portc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if p, ok := strings.CutPrefix(sc.Text(), "PORT "); ok {
				portc <- p
				return
			}
		}
		close(portc)
	}()
	select {
	case port, ok := <-portc:
		if !ok {
			t.Fatal("the Firestore emulator exited without a port")
		}
		return "127.0.0.1:" + port, false
	case <-time.After(20 * time.Second):
		t.Fatal("the Firestore emulator did not start within 20 s")
	}
	return "", false
}

func webDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "web"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}

func TestFirestoreStore(t *testing.T) {
	host, isolated := firestoreEmulatorHost(t)
	t.Setenv("FIRESTORE_EMULATOR_HOST", host)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	store, err := NewFirestoreStore(ctx, "demo-lorewright")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	storeContract(t, func(t *testing.T) Store { return store }, isolated)

	// The document holds what a TTL policy and an operator need.
	snap, err := store.doc("user:inspect").Get(ctx)
	if err == nil {
		t.Fatalf("unexpected document %v", snap.Data())
	}
	if _, err := store.Take(ctx, "user:inspect", time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC), Limits{PerMinute: 1, PerDay: 1}); err != nil {
		t.Fatal(err)
	}
	snap, err = store.doc("user:inspect").Get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var d quotaDoc
	if err := snap.DataTo(&d); err != nil || d.DayCount != 1 || !d.ExpireAt.Equal(time.Date(2026, 5, 3, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("stored %+v, %v", d, err)
	}
}
