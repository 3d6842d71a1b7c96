# One image serves the API and the built SPA on one port (decision D3).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs/domain/package.json libs/domain/
COPY libs/assessment/package.json libs/assessment/
COPY libs/skillmatch/package.json libs/skillmatch/
COPY libs/api-client/package.json libs/api-client/
COPY libs/ui/package.json libs/ui/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p api web && npm prune --omit=dev

FROM node:20-bookworm-slim
# The PDFs' fallback font for Chinese, Japanese and Korean (WenQuanYi Micro Hei, 1.6 MB; DejaVu Sans draws the rest).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 PDF_FALLBACK_FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/api/prompts ./apps/api/prompts
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
