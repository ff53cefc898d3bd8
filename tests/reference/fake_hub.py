#!/usr/bin/env python3
"""A stand-in for the Hugging Face Hub on 127.0.0.1, for the downloader's tests: the endpoints
huggingface_hub uses, answered as the Hub answers them.

  GET /api/models/REPO/revision/REV?blobs=true   {"sha", "gated", "siblings": [{"rfilename", "size",
                                                  "blobId", "lfs": {"sha256", "size"}}]}
  GET /REPO/resolve/REV/FILE                      a git file's bytes; an LFS file (*.safetensors, *.bin)
                                                  redirects (302) to /cdn/SHA256, which honours Range

Errors as the Hub sends them: 401 with X-Error-Code RepoNotFound for an unknown repo, 401 GatedRepo
for a gated repo without a token, 403 GatedRepo with a token that has no access, 404
RevisionNotFound.

  fake_hub.py SPEC.json LOG    prints the port it listens on, then serves until killed; LOG gets a
                               line per CDN request: its Range header, or "-" for none
SPEC: {"REPO": {"files": {"path in repo": "local file"}, "gated": false, "token": "hf_…",
               "cut_after": N (the first transfer of each LFS file stops after N bytes),
               "corrupt": true (LFS bytes differ from their advertised sha256),
               "extra": N (N bytes more than announced), "redirect_loop": true,
               "slow": N (LFS bytes sent at about N bytes a second, to watch a progress bar)}}
"""
import hashlib
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlparse

COMMIT = "0123456789abcdef0123456789abcdef01234567"


def load(spec_path):
    repos = {}
    for repo, spec in json.load(open(spec_path)).items():
        files = {}
        for path, local in spec["files"].items():
            data = open(local, "rb").read()
            lfs = path.endswith((".safetensors", ".bin"))
            files[path] = {
                "data": data,
                "lfs": lfs,
                "sha256": hashlib.sha256(data).hexdigest(),
                "blob": hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest(),
            }
        repos[repo] = {"spec": spec, "files": files, "served": set()}
    return repos


class Hub(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    repos = {}
    log = None
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    def reply(self, status, body=b"", headers=()):
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def error(self, status, code):
        self.reply(status, json.dumps({"error": code}).encode(), [("X-Error-Code", code), ("X-Error-Message", code)])

    def allowed(self, repo):
        spec = self.repos[repo]["spec"]
        if not spec.get("gated"):
            return True
        given = self.headers.get("Authorization", "")
        if not given:
            self.error(401, "GatedRepo")
            return False
        if given != "Bearer " + spec["token"]:
            self.error(403, "GatedRepo")
            return False
        return True

    def find_repo(self, parts):
        for n in (2, 1):
            repo = "/".join(parts[:n])
            if repo in self.repos:
                return repo, parts[n:]
        return None, parts

    def do_GET(self):
        url = urlparse(self.path)
        parts = [unquote(p) for p in url.path.strip("/").split("/")]
        if parts[:2] == ["api", "models"]:
            repo, rest = self.find_repo(parts[2:])
            if repo is None:
                return self.error(401, "RepoNotFound")
            if rest[:1] != ["revision"] or rest[1:] not in (["main"], [COMMIT]):
                return self.error(404, "RevisionNotFound")
            if not self.allowed(repo):
                return
            r = self.repos[repo]
            siblings = []
            for path, f in r["files"].items():
                s = {"rfilename": path, "size": len(f["data"]), "blobId": f["blob"]}
                if f["lfs"]:
                    s["lfs"] = {"sha256": f["sha256"], "size": len(f["data"]), "pointerSize": 134}
                siblings.append(s)
            body = {"id": repo, "sha": COMMIT, "gated": "manual" if r["spec"].get("gated") else False, "siblings": siblings}
            return self.reply(200, json.dumps(body).encode(), [("Content-Type", "application/json")])
        if parts[:1] == ["cdn"]:
            return self.cdn(parts[1], parts[2] if len(parts) > 2 else "")
        repo, rest = self.find_repo(parts)
        if repo is None:
            return self.error(401, "RepoNotFound")
        if rest[:1] != ["resolve"] or len(rest) < 3:
            return self.error(404, "EntryNotFound")
        if not self.allowed(repo):
            return
        r = self.repos[repo]
        if r["spec"].get("redirect_loop"):
            return self.reply(302, headers=[("Location", self.path)])
        path = "/".join(rest[2:])
        f = r["files"].get(path)
        if f is None:
            return self.error(404, "EntryNotFound")
        if f["lfs"]:  # LFS files live on the CDN
            return self.reply(302, headers=[("Location", f"/cdn/{f['sha256']}/{repo.replace('/', '--')}"), ("X-Linked-Etag", f'"{f["sha256"]}"'),
                                            ("X-Linked-Size", str(len(f["data"]))), ("X-Repo-Commit", COMMIT)])
        self.reply(200, f["data"], [("ETag", f'"{f["blob"]}"'), ("X-Repo-Commit", COMMIT)])

    def cdn(self, sha, repo_folder):
        repo = repo_folder.replace("--", "/", 1)
        r = self.repos.get(repo)
        f = next((f for f in (r["files"].values() if r else []) if f["sha256"] == sha), None)
        if f is None:
            return self.error(404, "EntryNotFound")
        spec = r["spec"]
        data = f["data"]
        if spec.get("corrupt"):
            data = bytes([data[0] ^ 0xFF]) + data[1:]
        if spec.get("extra"):
            data = data + b"\0" * spec["extra"]
        given = self.headers.get("Range")
        with self.lock, open(self.log, "a") as log:
            log.write((given or "-") + "\n")
        start = 0
        if given:
            start = int(given.split("=")[1].split("-")[0])
            if start >= len(data):
                return self.reply(416, headers=[("Content-Range", f"bytes */{len(data)}")])
        body = data[start:]
        status = 206 if given else 200
        headers = [("Content-Type", "application/octet-stream"), ("Accept-Ranges", "bytes")]
        if given:
            headers.append(("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}"))
        cut = spec.get("cut_after")
        first = sha not in r["served"]
        r["served"].add(sha)
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if cut and first:  # the connection drops part way
            self.wfile.write(body[:cut])
            self.wfile.flush()
            self.close_connection = True
            return
        if spec.get("slow"):
            import time
            for at in range(0, len(body), 4096):
                self.wfile.write(body[at:at + 4096])
                self.wfile.flush()
                time.sleep(4096 / spec["slow"])
            return
        self.wfile.write(body)


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (ConnectionError, BrokenPipeError)):  # a client that hangs up is no news
            super().handle_error(request, client_address)


def main():
    Hub.repos = load(sys.argv[1])
    Hub.log = sys.argv[2]
    server = Server(("127.0.0.1", 0), Hub)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
