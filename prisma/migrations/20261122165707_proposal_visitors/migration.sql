-- CreateTable
CREATE TABLE "proposal_visitors" (
    "id" UUID NOT NULL,
    "shown_destination_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "proposal_visitors_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "proposal_visitors_updated_at_idx" ON "proposal_visitors"("updated_at");
