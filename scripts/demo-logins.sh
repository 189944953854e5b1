#!/usr/bin/env bash
# Logs in as every demo account with curl and lists its announcements (issue 3's done-when).
set -euo pipefail
base=${1:-http://localhost:8080}
hash=$(printf '%s' 'demo1234' | openssl dgst -sha256 -hmac 'portal-senha' | awk '{print $NF}')
for cpf in 52998224725 39053344705 71460238001 25201648088 83514692033 04679523107 31847265928 60391827413 12345678909 11144477735; do
  token=$(curl -s -X POST "$base/api/V4" -H 'Content-Type: application/json' \
    -d "{\"coddao\":16,\"parametros\":[\"W1\",\"$cpf\",\"$hash\"]}" | python3 -c 'import json,sys; print(json.load(sys.stdin)["conteudo"]["token"])')
  recados=$(curl -s -X POST "$base/api/V4" -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    -d '{"coddao":200,"parametros":["W1",1,5]}' | python3 -c 'import json,sys; c=json.load(sys.stdin)["conteudo"]; print(c["total"], "|", c["itens"][0]["titulo"] if c["itens"] else "-")')
  echo "$cpf: $recados"
done
