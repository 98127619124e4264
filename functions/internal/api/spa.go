package api

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// handleSPA serves the built web app from dir. Files that exist are served as
// they are (hashed assets cached for a year, the rest, such as the service
// worker sw.js, revalidated each time); any other path gets index.html so
// client-side routes work on reload.
func handleSPA(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	index := filepath.Join(dir, "index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		setSecurityHeaders(w.Header())
		clean := path.Clean("/" + r.URL.Path)
		if clean != "/" {
			if st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(clean))); err == nil && !st.IsDir() {
				if strings.HasPrefix(clean, "/assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					// Unhashed files (the service worker above all) are checked
					// on every load, so a new build reaches the browser at once.
					w.Header().Set("Cache-Control", "no-cache")
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeFile(w, r, index)
	})
}

// setSecurityHeaders mirrors the headers firebase.json sends in production.
func setSecurityHeaders(h http.Header) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "DENY")
}
